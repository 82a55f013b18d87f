// Correct, with an NSLock instead of a Locked (the exercises' NSLock, which the schedules step into).
import ExerciseKit
import Foundation
import LazyPromise
import Locking

extension Promise {
    /// Exercise 1.1: a promise that runs this promise's task once, the first time it is
    /// executed, and hands the same value to every execution, the first and every later one,
    /// including those that come while the task is still running.
    ///
    /// ```swift
    /// let once = Promise<Int> { done in count += 1; done(count) }.memoized()
    /// once.then { print($0) }.execute()    // 1
    /// once.then { print($0) }.execute()    // 1 again: the task did not run again
    /// ```
    ///
    /// `memoized()` itself runs nothing: the task starts at the first execution, not before.
    /// Executions can come from several threads at once, so what they share goes in a
    /// `Locked` (`let memory = Locked(…)`, then `memory.withLock { … }`): the checks race
    /// executions against each other and against the task's completion, stepping in at its lock.
    ///
    /// Checked by: `swift run workshop check 1.1` (laws through the harness: nothing runs before
    /// the first execution, the task runs once for racing executions, and the functor laws
    /// still hold; "executing twice runs every step twice" must not, on purpose).
    /// Hint and solution: Book/01-lazy-monad.md, "Exercises".
    public func memoized() -> Promise<T> {
        let memory = Memory<T>()
        return Promise { completion in
            if memory.waitOrStart(completion) { self.then { memory.remember($0) }.execute() }
        }
    }
}

final class Memory<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    private var waiting: [Promise<T>.Completion] = []
    private var started = false

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

    func remember(_ value: T) {
        lock.lock()
        self.value = value
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for completion in waiting { completion(value) }
    }
}
