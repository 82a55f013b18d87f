import Dispatch
import ExerciseKit
import LockQueuePromise

// In this module `NSLock`, `NSRecursiveLock` and `Mutex` take a lock the checks can step into,
// and so does a `DispatchQueue`'s `sync`: a private serial queue is this chapter's lock
// (ExerciseKit).
typealias NSLock = SteppedNSLock
typealias NSRecursiveLock = SteppedNSRecursiveLock
typealias Mutex<Value> = SteppedMutex<Value>
// Usable from the stubs' default arguments (`on queue: any Queue = DispatchQueue.promiseCallbacks`),
// and still this module's own name: the tests, which import Dispatch too, see Dispatch's.
@usableFromInline typealias DispatchQueue = SteppedDispatchQueue

extension SteppedDispatchQueue: Queue {
    /// The library's default queue for callbacks (`Dispatch.DispatchQueue.promiseCallbacks`).
    @usableFromInline static var promiseCallbacks: SteppedDispatchQueue {
        SteppedDispatchQueue(wrapping: .promiseCallbacks)
    }

    /// The library's default queue for a promise's work.
    @usableFromInline static var promiseWork: SteppedDispatchQueue { SteppedDispatchQueue(wrapping: .promiseWork) }
}
