// Remembers the value only once it is known: an execution that comes while the task is still running starts it again.
import ExerciseKit
import LazyPromise
import Locking

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Locked(T?.none)
        return Promise { completion in
            if let known = memory.withLock({ $0 }) { return completion(known) }
            self.then { value in
                memory.withLock { $0 = value }
                completion(value)
            }.execute()
        }
    }
}
