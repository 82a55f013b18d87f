import Foundation

/// A value that one thread at a time may read and change: the harness's lock, and the one the
/// chapters' tests keep their bookkeeping in.
///
/// ```swift
/// let seen = Guarded([Int]())
/// seen.withLock { $0.append(3) }
/// ```
///
/// - Note: Not `Mutex`, on purpose. The harness runs under the thread sanitizer when a chapter's
///   concurrent design is checked, and on Linux the sanitizer does not see the hand-over inside a
///   contended `Synchronization.Mutex`, so it reports races on correctly locked state. It does
///   see `NSLock`, a pthread mutex underneath.
// @unchecked Sendable: `value` is read and written only between `lock.lock()` and
// `lock.unlock()`, so no two threads touch it at once, and each sees the last one's writes.
public final class Guarded<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// A guarded copy of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; keep it short and never call out from it.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
