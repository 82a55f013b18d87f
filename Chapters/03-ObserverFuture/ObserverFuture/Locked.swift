#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that is only ever touched with a lock held: the shape of `Mutex`'s `withLock`, on a
/// pthread mutex.
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
///   lock must be one the sanitizer understands: a pthread mutex, whose lock and unlock it
///   intercepts. (`NSLock` is one too, but it is an object of its own around a mutex allocated
///   on its own, and every call to it is a dynamic dispatch.)
// ANCHOR: locked
// @unchecked Sendable: `value` is read and written only inside `withLock`, with `lock` held,
// and it is Sendable itself, so nothing reachable from it escapes the lock unsafely.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    /// Guards `value` from now on.
    public init(_ value: Value) {
        self.value = value
    }

    deinit { lock.destroy() }

    /// Runs `body` on the value with the lock held; keep it short, and call no one from it.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A pthread mutex at an address that never moves, as a pthread mutex needs: what `Locked` and
/// the promise lock with. A value with no `deinit` of its own, so its owner calls `destroy()`.
struct Lock {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Ends the mutex's life; call it once, from the owner's `deinit`.
    func destroy() {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
// ANCHOR_END: locked
