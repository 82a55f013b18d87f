import LockQueuePromise

extension Solution {
    /// Exercise 5.2, solved: each try observes the operation's promise on `queue`; a failure
    /// with tries left starts the next try right there, on `queue`, and anything else settles
    /// the result.
    public static func retry<T, E>(
        times: Int, on queue: any Queue, _ operation: @escaping @Sendable () -> Promise<T, E>
    ) -> Promise<T, E> {
        let (result, future) = Promise<T, E>.pending()
        queue.execute { attempt(operation, on: queue, triesLeft: max(0, times), future) }
        return result
    }

    /// One call of `operation`, already on `queue`, and what follows its outcome.
    private static func attempt<T, E>(
        _ operation: @escaping @Sendable () -> Promise<T, E>, on queue: any Queue, triesLeft: Int,
        _ future: Future<T, E>
    ) {
        operation().observe(
            on: queue, fulfilled: future.fulfill,
            rejected: { error in
                guard triesLeft > 0 else { return future.reject(error) }
                attempt(operation, on: queue, triesLeft: triesLeft - 1, future)
            })
    }
}
