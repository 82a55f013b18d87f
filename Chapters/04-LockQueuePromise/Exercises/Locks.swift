import ExerciseKit

// In this module `NSLock` and `Mutex` take a lock the checks can step into (ExerciseKit).
typealias NSLock = SteppedNSLock
typealias Mutex<Value> = SteppedMutex<Value>
