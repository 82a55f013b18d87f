// Calls body where the outcome arrives, not on queue: this promise is observed on an immediate queue.
import Dispatch
import EnsureAsync
import ExerciseKit
import LockQueuePromise

extension Promise {
    /// Exercise 5.3: `ensureAsync` for a cleanup that cannot fail, PromiseKit's `ensureThen`:
    /// when this promise settles, either way, call `body` on `queue`, once, wait for its
    /// promise, and pass this promise's outcome on. The four-row table of `ensureAsync` shrinks
    /// to two rows: a value stays a value, an error stays the same error.
    ///
    /// ```swift
    /// func fadeOut() -> Promise<Void, Never> { … }
    /// Promise<Int, FormError>(error: .cancelled).ensureThen { fadeOut() }
    /// // rejects with .cancelled, once the fade-out has finished
    /// ```
    ///
    /// Checked by: `swift test --filter EnsureAsyncTests --skip Book` (the chapter's "cleanup
    /// that does nothing" law, and a law of its own, through the harness).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    @discardableResult
    public func ensureThen(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Promise<Void, Never>
    ) -> Promise<T, E> {
        let (next, future) = Promise<T, E>.pending()
        let cleanUpThenPass: @Sendable (Result<T, E>) -> Void = { outcome in
            body().observe(on: queue, fulfilled: { future.resolve(outcome) }, rejected: { _ in })
        }
        self.observe(
            on: ImmediateQueue(), fulfilled: { cleanUpThenPass(.success($0)) },
            rejected: { cleanUpThenPass(.failure($0)) })
        return next
    }
}
