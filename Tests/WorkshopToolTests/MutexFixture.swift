import Synchronization

// Synchronization's own `Mutex`, compiled and never run, apart from LockFixtures.swift: its code
// brings the atomic (Linux) or `os_unfair_lock` (Darwin) it is built on, which a verdict must not
// name as a second lock.
enum MutexFixture {
    static func mutex() -> Int {
        let state = Synchronization.Mutex(0)
        return state.withLock { $0 }
    }
}
