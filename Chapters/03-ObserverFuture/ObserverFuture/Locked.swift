import Foundation

/// A value that is only ever touched with a lock held: the shape of `Mutex`'s `withLock`, on a
/// pthread mutex (`NSLock`).
///
/// ```swift
/// let count = Locked(0)
/// DispatchQueue.concurrentPerform(iterations: 4) { _ in count.withLock { $0 += 1 } }
/// count.withLock { $0 }   // 4
/// ```
///
/// - Note: Why not `Mutex` from Synchronization, which the rest of the project uses: on Linux
///   its contended path hands the lock over inside a futex system call that the thread
///   sanitizer cannot see, so every contended hand-off is reported as a data race that is not
///   there (a ten-line program shows it). This chapter's tests run under the sanitizer, so its
///   lock must be one the sanitizer understands: `NSLock` is a pthread mutex, and is.
// ANCHOR: locked
// @unchecked Sendable: `value` is read and written only inside `withLock`, with `lock` held, and
// it is Sendable itself, so nothing reachable from it escapes the lock unsafely.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value` from now on.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held; keep it short, and call no one from it.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
// ANCHOR_END: locked
