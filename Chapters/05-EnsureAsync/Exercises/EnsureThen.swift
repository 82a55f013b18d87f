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
    /// Checked by: `swift run workshop check 5.3` (the chapter's "cleanup
    /// that does nothing" law, and a law of its own, through the harness).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    @discardableResult
    public func ensureThen(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Promise<Void, Never>
    ) -> Promise<T, E> {
        notStarted("5.3", self)  // ← replace this line with your code
    }
}
