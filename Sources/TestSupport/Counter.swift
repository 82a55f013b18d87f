import PromiseLaws

/// Counts side effects from any thread.
public final class Counter: Sendable {
    private let count = Guarded(0)

    /// A counter at zero.
    public init() {}

    /// Adds one.
    public func tick() { count.withLock { $0 += 1 } }

    /// The count so far.
    public var value: Int { count.withLock { $0 } }
}
