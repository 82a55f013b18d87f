// flatMap then recover, with no once-flag: when the cleanup fails after a value, recover hears that failure and runs body a second time.
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
        self.flatMap(on: queue) { value in body().then(on: ImmediateQueue()) { _ in value } }
            .recover(on: queue) { error in
                body().flatMap(on: ImmediateQueue()) { _ in Promise<T, E>(error: error) }
            }
    }
}
