// Ignores queue: it observes this promise on the default queue, a real Dispatch queue, not on the queue it was given.
import Dispatch
import ExerciseKit
import LockQueuePromise

extension Promise {
    /// Exercise 4.0, the warm-up: a promise that cannot fail, and whose type says so. It is
    /// fulfilled with this promise's value, or with `value` in place of any error; its error
    /// type is `Never`, so whoever holds it needs no `catch`. Observe this promise on `queue`,
    /// like every operator of this chapter.
    ///
    /// ```swift
    /// let unread: Promise<Int, Never> = mailbox.unreadCount().replaceError(with: 0)
    /// // the count, or 0 when the mailbox could not be read
    /// ```
    ///
    /// Checked by: `swift run workshop check 4.0` (cases by hand, then a law of its own, through
    /// the harness, on an immediate queue and on its callbacks queue).
    /// Hint and solution: Book/04-lock-queue-promise.md, "Exercises".
    public func replaceError(
        on queue: any Queue = DispatchQueue.promiseCallbacks, with value: T
    ) -> Promise<T, Never> {
        let (replaced, future) = Promise<T, Never>.pending()
        observe(fulfilled: future.fulfill, rejected: { _ in future.fulfill(value) })
        return replaced
    }
}
