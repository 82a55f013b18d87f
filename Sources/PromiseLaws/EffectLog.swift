import Locking

/// The side effects one side of a law performed, in order: every generated promise writes
/// `start <name>` when its work begins. Comparing logs catches a design that runs a promise
/// twice, or too early, even when the values it delivers look right.
public final class EffectLog: Sendable {
    private let entries = Locked<[String]>([], schedulePoints: false)

    /// An empty log.
    package init() {}

    /// Appends one entry.
    public func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    /// Everything recorded so far.
    package var snapshot: [String] {
        entries.withLock { $0 }
    }
}
