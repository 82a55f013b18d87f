import LockQueuePromise

extension Solution {
    /// Exercise 5.1, solved: one observer sees both outcomes, so `body` has one path to run on
    /// and no once-flag is needed. The outcome is held until `body`'s promise settles; a
    /// failure of `body` replaces it.
    public static func ensureAsyncAgain<T, E, Ignored: Sendable>(
        _ promise: Promise<T, E>, on queue: any Queue, _ body: @escaping @Sendable () -> Promise<Ignored, E>
    ) -> Promise<T, E> {
        let (next, future) = Promise<T, E>.pending()
        let cleanUpThenPass: @Sendable (Result<T, E>) -> Void = { outcome in
            body().observe(on: ImmediateQueue(), fulfilled: { _ in future.resolve(outcome) }, rejected: future.reject)
        }
        promise.observe(
            on: queue, fulfilled: { cleanUpThenPass(.success($0)) }, rejected: { cleanUpThenPass(.failure($0)) })
        return next
    }
}
