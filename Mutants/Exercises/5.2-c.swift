// A value does not end it: every try is made, and the first value is delivered only once they have all run.
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
        let outcomes = Locked([Result<T, E>]())
        @Sendable func attempt(_ triesLeft: Int) {
            operation().observe(
                on: queue,
                fulfilled: { value in
                    outcomes.withLock { $0.append(.success(value)) }
                    triesLeft > 0 ? attempt(triesLeft - 1) : finish()
                },
                rejected: { error in
                    outcomes.withLock { $0.append(.failure(error)) }
                    triesLeft > 0 ? attempt(triesLeft - 1) : finish()
                })
        }
        @Sendable func finish() {
            let all = outcomes.withLock { $0 }
            let firstValue = all.first { if case .success = $0 { true } else { false } }
            future.resolve(firstValue ?? all.last!)
        }
        queue.execute { attempt(max(0, times)) }
        return result
    }
}
