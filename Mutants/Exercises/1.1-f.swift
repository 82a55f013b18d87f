// Check-then-set in two critical sections of an NSLock: two executions at once can both find the task not started, and both start it (the exercises' NSLock is one the schedules step into).
import ExerciseKit
import Foundation
import LazyPromise

extension Promise {
    public func memoized() -> Promise<T> {
        let memory = Memory<T>()
        return Promise { completion in
            let known = memory.lock.withLock { () -> T? in
                if memory.value == nil { memory.waiting.append(completion) }
                return memory.value
            }
            if let known { return completion(known) }
            let started = memory.lock.withLock { memory.started }
            guard !started else { return }
            memory.lock.withLock { memory.started = true }
            self.then { value in
                let waiting = memory.lock.withLock { () -> [Completion] in
                    memory.value = value
                    defer { memory.waiting = [] }
                    return memory.waiting
                }
                for completion in waiting { completion(value) }
            }.execute()
        }
    }
}

/// What the executions share, each property read and written with `lock` held.
// @unchecked Sendable: every property is touched only inside `lock.withLock`.
final class Memory<T: Sendable>: @unchecked Sendable {
    let lock = NSLock()
    var value: T?
    var waiting: [Promise<T>.Completion] = []
    var started = false
}
