// Ignores a failing cleanup: once body's promise settles, either way, it passes this promise's outcome on.
import Dispatch
import EnsureAsync
import ExerciseKit
import LockQueuePromise

extension Promise {
    /// Exercise 5.1: `ensureAsync` again, from scratch, without looking at the chapter's: when
    /// this promise settles, either way, call `body` on `queue`, once, and wait for its promise
    /// before passing the outcome on; a failing `body` rejects with its own error. Build it
    /// from chapter 4's `observe` and `pending()` alone, and see whether it needs a once-flag.
    ///
    /// ```swift
    /// Promise<Int, FormError>(value: 7).ensureAsyncAgain { dismissForm() }
    /// // delivers 7, once dismissForm()'s promise has fulfilled; its error, if it rejects
    /// ```
    ///
    /// Checked by: `swift test --filter EnsureAsyncTests --skip Book` (the chapter's own
    /// ensureAsync laws and its four cases, with this one as the ensureAsync under test).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    @discardableResult
    public func ensureAsyncAgain<Ignored: Sendable>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Promise<Ignored, E>
    ) -> Promise<T, E> {
        let (next, future) = Promise<T, E>.pending()
        let cleanUpThenPass: @Sendable (Result<T, E>) -> Void = { outcome in
            body().observe(
                on: ImmediateQueue(), fulfilled: { _ in future.resolve(outcome) }, rejected: { _ in future.resolve(outcome) })
        }
        self.observe(on: queue, fulfilled: { cleanUpThenPass(.success($0)) }, rejected: { cleanUpThenPass(.failure($0)) })
        return next
    }
}
