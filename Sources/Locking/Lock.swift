#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's one lock: a pthread mutex at an address that never moves, as a pthread mutex
/// needs. Chapter 3's promise, the harness, the tours and the tests all lock with it (or with
/// ``Locked``, which holds one), so there is one place where a law's schedule can step in.
///
/// ```swift
/// let lock = Lock()
/// lock.lock()
/// count += 1      // only one thread at a time gets here
/// lock.unlock()
/// lock.destroy()  // once, from the owner's deinit
/// ```
///
/// - Note: Two things happen around the mutex. Before taking it and after giving it back, the
///   thread passes a schedule point (``Interleaving``): when a law runs threads on a schedule,
///   another thread may be let in there, exactly where one really could; when none does (every
///   program but a law's check), a point costs one relaxed atomic load. And why not `Mutex`
///   from Synchronization: on Linux its contended path hands the lock over inside a futex
///   system call that the thread sanitizer cannot see, so each contended hand-off is reported
///   as a race that is not there; the sanitizer intercepts pthread's lock and unlock.
// ANCHOR: lock
// @unchecked Sendable: a pthread mutex exists to be shared between threads; `mutex` never
// changes after `init`, and the memory it points to is only touched through pthread's calls.
public struct Lock: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A new, unlocked mutex.
    public init() { pthread_mutex_init(mutex, nil) }

    /// Waits until no other thread holds the lock, then holds it.
    @inlinable public func lock() {
        Interleaving.acquiring(UInt(bitPattern: mutex))
        take()
    }

    /// Lets the next waiting thread in.
    @inlinable public func unlock() {
        give()
        Interleaving.released(UInt(bitPattern: mutex))
    }

    /// Ends the mutex's life; call it once, from the owner's `deinit`.
    public func destroy() {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The mutex alone, with no schedule point: for the harness's own bookkeeping. A mutex that
    /// says no (a ``checked()`` one, taken again by the thread that holds it) stops the program.
    @inlinable func take() {
        if pthread_mutex_lock(mutex) != 0 { Lock.takenAgain() }
    }

    @inlinable func give() { pthread_mutex_unlock(mutex) }
}
// ANCHOR_END: lock

extension Lock {
    /// What a checked lock does when the thread holding it takes it again: stop the program.
    @usableFromInline static func takenAgain() -> Never {
        fatalError("a lock was taken again by the thread that holds it, which would wait for itself for ever")
    }
}

extension Lock {
    /// A lock that stops the program when the thread holding it takes it again, instead of
    /// waiting for itself for ever: chapter 4's lock queue, whose `sync` inside its own `sync`
    /// traps, as the post's Dispatch queue's does.
    ///
    /// ```swift
    /// let lock = Lock.checked()
    /// lock.lock(); lock.lock()   // stops: taken again by the thread that holds it
    /// ```
    public static func checked() -> Lock {
        Lock(type: Int32(PTHREAD_MUTEX_ERRORCHECK))
    }

    /// A lock the thread holding it may take again, given back as many times as it was taken.
    /// Its schedule points are those of every `Lock`, and only the outermost hold passes them:
    /// ``Interleaving`` counts the locks a thread holds and skips a point inside one.
    ///
    /// ```swift
    /// let lock = Lock.recursive()
    /// lock.lock(); lock.lock()   // the same thread, twice
    /// lock.unlock(); lock.unlock()
    /// ```
    public static func recursive() -> Lock {
        Lock(type: Int32(PTHREAD_MUTEX_RECURSIVE))
    }

    /// A new, unlocked mutex of `type`, made once (chapter 4 makes one with every promise).
    private init(type: Int32) {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, type)
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }
}
