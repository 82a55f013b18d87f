// One try too few: times counts every try, the first included.
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
    /// Checked by: `swift test --filter EnsureAsyncTests --skip Book` (its own laws, through the
    /// harness, on an immediate queue and on the harness's callbacks queue).
    /// Hint and solution: Book/05-ensure-async.md, "Exercises".
    public static func retry(
        times: Int,
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ operation: @escaping @Sendable () -> Promise<T, E>
    ) -> Promise<T, E> {
        let (result, future) = Promise<T, E>.pending()
        @Sendable func attempt(_ triesLeft: Int) {
            operation().observe(
                on: queue, fulfilled: future.fulfill,
                rejected: { error in triesLeft > 1 ? attempt(triesLeft - 1) : future.reject(error) })
        }
        queue.execute { attempt(max(0, times)) }
        return result
    }
}
