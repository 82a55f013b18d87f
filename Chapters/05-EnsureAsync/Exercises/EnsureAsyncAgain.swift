import Dispatch
import EnsureAsync
import ExerciseKit
import LockQueuePromise
import Locking

extension Promise {
    /// Exercise 5.1: `ensureAsync` again, from scratch, without looking at the chapter's: when
    /// this promise settles, either way, call `body` on `queue`, once, and wait for its promise
    /// before passing the outcome on; a failing `body` rejects with its own error. Build it
    /// from chapter 4's `observe` and `pending()` alone, and see whether it needs a once-flag
    /// (if it does, keep it in a `Locked`, where the checks' schedules step in).
    ///
    /// ```swift
    /// Promise<Int, FormError>(value: 7).ensureAsyncAgain { dismissForm() }
    /// // delivers 7, once dismissForm()'s promise has fulfilled; its error, if it rejects
    /// ```
    ///
    /// Checked by: `swift run workshop check 5.1` (the chapter's own
    /// ensureAsync laws and its four cases, with this one as the ensureAsync under test).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    @discardableResult
    public func ensureAsyncAgain<Ignored: Sendable>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Promise<Ignored, E>
    ) -> Promise<T, E> {
        notStarted("5.1", self)  // ← replace this line with your code
    }
}
