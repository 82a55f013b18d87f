// Does not wait for the promise body made: it calls body, then rejects with the original error at once.
import Dispatch
import ExerciseKit
import LockQueuePromise

extension Promise {
    /// Exercise 4.1: continues a failure with the promise `body` makes from the error, and
    /// waits for it; a value passes through, and `body` is not called. `body` runs on `queue`,
    /// like every closure an operator of this chapter is given. Chapter 5 needs one like it.
    ///
    /// ```swift
    /// Promise<Int, LookupError>(error: .notFound).recover { _ in Promise(value: 0) }   // delivers 0
    /// Promise<Int, LookupError>(value: 7).recover { _ in Promise(value: 0) }           // delivers 7
    /// ```
    ///
    /// Checked by: `swift run workshop check 4.1` (the harness's recovery laws, on an immediate
    /// queue and on its callbacks queue, where `body` must run).
    /// Hint and solution: Book/04-lock-queue-promise.md, "Exercises".
    @discardableResult
    public func recover(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable (E) -> Promise<T, E>
    ) -> Promise<T, E> {
        Promise(on: ImmediateQueue()) { future in
            self.observe(
                on: queue, fulfilled: future.fulfill,
                rejected: { error in
                    _ = body(error)
                    future.reject(error)
                })
        }
    }
}
