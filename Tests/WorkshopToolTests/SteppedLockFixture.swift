import ExerciseKit
import Locking

// An answer's locks the checks step into, compiled and never run, apart from LockFixtures.swift.

/// Behind the project's lock and the exercises' stand-ins, which the checks step into.
enum SteppedLockFixtures {
    static func locks() -> Int {
        SteppedNSLock().withLock {}
        SteppedNSRecursiveLock().withLock {}
        let state = Locked(1)
        let mutex = SteppedMutex(2)
        let queue = SteppedDispatchQueue(label: "fixture")
        // A barrier on the stand-in is stepped around like its plain sync.
        queue.sync(flags: .barrier) {}
        return state.withLock { $0 } + mutex.withLock { $0 } + queue.sync { 3 }
    }
}
