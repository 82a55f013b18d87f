import Dispatch
import LockQueuePromise

extension Promise {
    // ANCHOR: ensure
    /// Runs `body` when this promise settles, either way, then passes the outcome on.
    ///
    /// ```swift
    /// fetch().ensure { spinner.stop() }.then { show($0) }
    /// ```
    ///
    /// - Note: `body` is synchronous: the chain goes on as soon as it *returns*. Cleanup that
    ///   starts an animation and returns has not finished when the next step runs; that is
    ///   what ``ensureAsync(on:_:)`` is for.
    @discardableResult
    public func ensure(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Void
    ) -> Promise<T, E> {
        let (next, future) = Promise<T, E>.pending()
        observe(
            on: queue,
            fulfilled: { value in
                body()
                future.fulfill(value)
            },
            rejected: { error in
                body()
                future.reject(error)
            })
        return next
    }
    // ANCHOR_END: ensure
}
