import Dispatch
import LockQueuePromise

// The second of the two building blocks the post takes from PromiseKit (`flatMap` is the other),
// built here from chapter 4's public primitives alone: `observe(on:fulfilled:rejected:)`, `pending()`
// and `forward(to:)`.

extension Promise {
    // ANCHOR: recover
    /// Continues a failure with the promise `body` makes from the error; a value passes through.
    ///
    /// ```swift
    /// load(id).recover { _ in cached(id) }
    /// ```
    @discardableResult
    public func recover(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable (E) -> Promise<T, E>
    ) -> Promise<T, E> {
        let (next, future) = Promise<T, E>.pending()
        observe(
            on: queue, fulfilled: future.fulfill,
            rejected: { error in body(error).forward(to: future) })
        return next
    }
    // ANCHOR_END: recover
}
