import Foundation

/// A value that any thread may read and change, one at a time: the tests' bookkeeping lock.
///
/// - Note: Not `Mutex`, on purpose. On Linux the thread sanitizer does not see the hand-over
///   inside `Synchronization.Mutex` when threads contend for it, and reports "Swift access race"
///   on correctly locked state. It does see `NSLock` (a pthread mutex underneath), so tests that
///   run under the sanitizer keep its reports about the design under test alone.
// @unchecked Sendable: `value` is read and written only between `lock.lock()` and
// `lock.unlock()`, so no two threads touch it at once, and each sees the last one's writes.
public final class Guarded<Value>: @unchecked Sendable {
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
