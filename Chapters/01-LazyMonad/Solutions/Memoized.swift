import Foundation
import LazyPromise

extension Solution {
    /// Exercise 1.1, solved: the first execution starts the task; every execution, before or
    /// after the value arrives, is handed the same value.
    public static func memoized<T>(_ promise: Promise<T>) -> Promise<T> {
        let memory = Memory<T>()
        return Promise { completion in
            if memory.waitOrStart(completion) { promise.then { memory.remember($0) }.execute() }
        }
    }
}

/// The value, once it is known, and the completions waiting for it until then.
// @unchecked Sendable: `value`, `waiting` and `started` are touched only with `lock` held.
private final class Memory<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    private var waiting: [Promise<T>.Completion] = []
    private var started = false

    /// Hands `completion` the value now if it is known, or keeps it; true for the first caller,
    /// who must start the task.
    func waitOrStart(_ completion: @escaping Promise<T>.Completion) -> Bool {
        lock.lock()
        if let value {
            lock.unlock()
            completion(value)
            return false
        }
        waiting.append(completion)
        defer {
            started = true
            lock.unlock()
        }
        return !started
    }

    /// Keeps the value and hands it to everyone waiting, outside the lock.
    func remember(_ value: T) {
        lock.lock()
        self.value = value
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for completion in waiting { completion(value) }
    }
}
