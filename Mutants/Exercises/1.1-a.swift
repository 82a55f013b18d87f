// No lock: the memory is a class with plain variables, which executions on two threads read and write at once.
import ExerciseKit
import LazyPromise
import Locking

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Memory<T>()
        return Promise { completion in
            if let value = memory.value { return completion(value) }
            memory.waiting.append(completion)
            guard !memory.started else { return }
            memory.started = true
            self.then { value in
                memory.value = value
                let waiting = memory.waiting
                memory.waiting = []
                for completion in waiting { completion(value) }
            }.execute()
        }
    }
}

final class Memory<T: Sendable>: @unchecked Sendable {
    var value: T?
    var waiting: [Promise<T>.Completion] = []
    var started = false
}
