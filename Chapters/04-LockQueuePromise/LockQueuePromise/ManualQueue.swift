// The project's one lock: its schedule points let a law race threads on purpose.
import Locking

/// A queue that holds its work until a test runs it, so a test decides exactly when each
/// callback happens.
///
/// ```swift
/// let queue = ManualQueue()
/// Promise<Int, Never>(value: 1).then(on: queue) { print($0) }
/// queue.count       // 1: nothing printed yet
/// queue.runAll()    // prints 1
/// ```
///
/// - Note: Honestly `Sendable`: the waiting work sits in a `Locked`, and runs outside it, so
///   work that schedules more work on the same queue does not deadlock.
// ANCHOR: manual
public final class ManualQueue: Queue {
    private let waiting = Locked<[@Sendable () -> Void]>([])

    /// An empty manual queue.
    public init() {}

    /// Holds `work` until ``runNext()`` or ``runAll()``.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        waiting.withLock { $0.append(work) }
    }

    /// How many pieces of work are waiting.
    public var count: Int { waiting.withLock { $0.count } }

    /// Runs the oldest waiting work, if any.
    ///
    /// - Returns: whether there was any.
    @discardableResult
    public func runNext() -> Bool {
        let next = waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?()
        return next != nil
    }

    /// Runs waiting work, oldest first, until none is left, including work added meanwhile.
    ///
    /// - Returns: how many pieces of work ran.
    @discardableResult
    public func runAll() -> Int {
        var ran = 0
        while runNext() { ran += 1 }
        return ran
    }
}
// ANCHOR_END: manual
