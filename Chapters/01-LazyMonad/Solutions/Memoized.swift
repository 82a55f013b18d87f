import LazyPromise
import Locking

extension Solution {
    /// Exercise 1.1, solved: the first execution starts the task; every execution, before or
    /// after the value arrives, is handed the same value.
    public static func memoized<T>(_ promise: Promise<T>) -> Promise<T> {
        let memory = Locked(Memory<T>.notStarted)
        return Promise { completion in
            // Decided in one locked block: hand the value over, wait for it, or start the task.
            let action = memory.withLock { memory -> Memory<T>.Action in
                switch memory {
                case .known(let value):
                    return .deliver(value)
                case .running(let waiting):
                    memory = .running(waiting: waiting + [completion])
                    return .wait
                case .notStarted:
                    memory = .running(waiting: [completion])
                    return .start
                }
            }
            switch action {
            case .deliver(let value): completion(value)
            case .wait: break
            case .start:
                promise.then { value in
                    let waiting = memory.withLock { memory -> [Promise<T>.Completion] in
                        defer { memory = .known(value) }
                        if case .running(let waiting) = memory { return waiting }
                        return []
                    }
                    // After unlocking: a completion may execute this promise again.
                    for completion in waiting { completion(value) }
                }.execute()
            }
        }
    }
}

/// Where a memoised task is: not started, running with the completions that wait for it, or
/// done, with its value.
private enum Memory<T: Sendable>: Sendable {
    case notStarted
    case running(waiting: [Promise<T>.Completion])
    case known(T)

    /// What an execution does, decided under the lock and done after it.
    enum Action {
        case deliver(T)
        case wait
        case start
    }
}
