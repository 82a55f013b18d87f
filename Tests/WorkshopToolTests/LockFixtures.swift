import Dispatch
import Foundation
import Synchronization

// Answers' locks, compiled and never run: `AnswerLocksTests` reads this file's object file, as
// the exercise checks read an answer's. Each is spelled as an attendee might hide it: a
// typealias, a module prefix, `.init(value:)`.

/// Behind locks the checks cannot step into.
enum UnseenLockFixtures {
    typealias Gate = Foundation.NSLock

    static func pthreadMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_lock(mutex)
        pthread_mutex_unlock(mutex)
    }

    static func readWriteLock(_ lock: UnsafeMutablePointer<pthread_rwlock_t>) {
        pthread_rwlock_wrlock(lock)
        pthread_rwlock_unlock(lock)
    }

    static func semaphore() {
        let gate: DispatchSemaphore = .init(value: 1)
        gate.wait()
        gate.signal()
    }

    static func condition() {
        let condition = Foundation.NSCondition()
        condition.lock()
        condition.unlock()
    }

    static func foundationLocks() {
        Gate().withLock {}
        Foundation.NSRecursiveLock().withLock {}
    }

    static func atomic() -> Int {
        let flag = Atomic<Int>(0)
        return flag.load(ordering: .relaxed)
    }

    static func queues(_ concurrent: Dispatch.DispatchQueue) -> Int {
        concurrent.async(flags: .barrier) {}
        return concurrent.sync { 1 }
    }

    #if canImport(Darwin)
    static func unfair(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        os_unfair_lock_lock(lock)
        os_unfair_lock_unlock(lock)
    }
    #endif
}
