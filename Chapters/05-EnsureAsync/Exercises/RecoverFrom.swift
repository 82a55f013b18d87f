import Dispatch
import EnsureAsync
import ExerciseKit
import LockQueuePromise

extension Promise where E: Equatable {
    /// Exercise 5.0, the warm-up: recovers from one error, and only that one. When this promise
    /// is rejected with `error`, the new promise is fulfilled with `value` instead; a value, and
    /// every other error, pass on unchanged. Build it from the chapter's `recover(on:_:)`.
    ///
    /// ```swift
    /// profile(of: id).recover(from: .notFound, with: .guest)
    /// // no such profile: the guest's; the network down: still a failure
    /// ```
    ///
    /// Checked by: `swift run workshop check 5.0` (cases by hand, then laws of its own, through
    /// the harness, on an immediate queue and on its callbacks queue).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    @discardableResult
    public func recover(
        on queue: any Queue = DispatchQueue.promiseCallbacks, from error: E, with value: T
    ) -> Promise<T, E> {
        notStarted("5.0", self)  // ← replace this line with your code
    }
}
