// Check-then-set in two locked blocks: two executions at once can both find the task not started, and both start it.
import ExerciseKit
import LazyPromise
import Locking

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Locked((value: T?.none, waiting: [Completion](), started: false))
        return Promise { completion in
            let known = memory.withLock { memory -> T? in
                if memory.value == nil { memory.waiting.append(completion) }
                return memory.value
            }
            if let known { return completion(known) }
            let started = memory.withLock { $0.started }
            guard !started else { return }
            memory.withLock { $0.started = true }
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
