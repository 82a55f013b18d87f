/// A value that is only ever touched with a lock held: the shape of `Mutex`'s `withLock`, on
/// the project's ``Lock``.
///
/// ```swift
/// let count = Locked(0)
/// DispatchQueue.concurrentPerform(iterations: 4) { _ in count.withLock { $0 += 1 } }
/// count.withLock { $0 }   // 4
/// ```
// ANCHOR: locked
// @unchecked Sendable: `value` is read and written only inside `withLock`, with `lock` held,
// and it is Sendable itself, so nothing reachable from it escapes the lock unsafely.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value
    private let isSchedulePoint: Bool

    /// Guards `value` from now on.
    ///
    /// - Parameter schedulePoints: whether taking this lock is a point where a law's schedule
    ///   may switch threads. True for the code under test; the harness turns it off for its own
    ///   bookkeeping (recording a delivery is not a step of the design's race).
    public init(_ value: Value, schedulePoints: Bool = true) {
        self.value = value
        self.isSchedulePoint = schedulePoints
    }

    deinit { lock.destroy() }

    /// Runs `body` on the value with the lock held; keep it short, and call no one from it.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        if isSchedulePoint { lock.lock() } else { lock.take() }
        defer { if isSchedulePoint { lock.unlock() } else { lock.give() } }
        return try body(&value)
    }
}
// ANCHOR_END: locked
