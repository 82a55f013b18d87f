import Dispatch
import EnsureAsync
import ExerciseKit
import LockQueuePromise

extension Promise {
    /// Exercise 5.2: calls `operation` on `queue`, and calls it again after each failure, up
    /// to `times` more times; delivers the first value, or the last failure once no tries are
    /// left. A value ends it: `operation` is not called again.
    ///
    /// ```swift
    /// Promise.retry(times: 2) { flakyFetch() }
    /// // fails, fails, then 42: delivers 42 after three calls
    /// // fails every time: delivers the third failure after three calls
    /// ```
    ///
    /// Checked by: `swift run workshop check 5.2` (its own laws, through the
    /// harness, on an immediate queue and on the harness's callbacks queue).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    public static func retry(
        times: Int,
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ operation: @escaping @Sendable () -> Promise<T, E>
    ) -> Promise<T, E> {
        notStarted("5.2", operation())  // ← replace this line with your code
    }
}
