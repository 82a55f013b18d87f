// Hands on the first failure: it keeps the first try's error and delivers that one when every try has failed.
import Dispatch
import EnsureAsync
import ExerciseKit
import Locking
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
        let first = Locked(E?.none)
        @Sendable func attempt(_ triesLeft: Int) {
            operation().observe(
                on: queue, fulfilled: future.fulfill,
                rejected: { error in
                    let kept = first.withLock { first -> E in
                        if first == nil { first = error }
                        return first ?? error
                    }
                    triesLeft > 0 ? attempt(triesLeft - 1) : future.reject(kept)
                })
        }
        queue.execute { attempt(max(0, times)) }
        return result
    }
}
