// Eager: memoized() starts the task at once, before anything executes the promise.
import ExerciseKit
import LazyPromise
import Locking

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Locked((value: T?.none, waiting: [Completion]()))
        self.then { value in
            let waiting = memory.withLock { memory -> [Completion] in
                memory.value = value
                defer { memory.waiting = [] }
                return memory.waiting
            }
            for completion in waiting { completion(value) }
        }.execute()
        return Promise { completion in
            let known = memory.withLock { memory -> T? in
                if memory.value == nil { memory.waiting.append(completion) }
                return memory.value
            }
            if let known { completion(known) }
        }
    }
}
