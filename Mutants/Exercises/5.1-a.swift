// Does not wait for the cleanup: it calls body and passes the outcome on at once, before body's promise has settled.
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
        self.observe(
            on: queue,
            fulfilled: { value in
                _ = body()
                future.fulfill(value)
            },
            rejected: { error in
                _ = body()
                future.reject(error)
            })
        return next
    }
}
