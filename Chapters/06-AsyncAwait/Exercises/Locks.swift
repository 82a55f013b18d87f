import ExerciseKit

// In this module `NSLock`, `NSRecursiveLock` and `Mutex` take a lock the checks can step into
// (ExerciseKit).
typealias NSLock = SteppedNSLock
typealias NSRecursiveLock = SteppedNSRecursiveLock
typealias Mutex<Value> = SteppedMutex<Value>
