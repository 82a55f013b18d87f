import Dispatch
import LockQueuePromise

// The first of the two building blocks the post takes from PromiseKit (`recover` is the other),
// built here from chapter 4's public primitives alone: `observe(on:fulfilled:rejected:)`, `pending()`
// and `forward(to:)`.

extension Promise {
    // ANCHOR: flat-map
    /// Continues with the promise `body` makes from the value, and waits for it; a failure
    /// skips `body` and passes through. PromiseKit calls it `then`.
    ///
    /// ```swift
    /// present(form).flatMap { form in form.fill() }    // a Promise<Answer, FormError>
    /// ```
    ///
    /// - Note: Not `then`: chapter 4's `then` takes a closure that may throw and returns a value,
    ///   and beside it a `then` whose closure returns a promise is ambiguous in Swift 6, even
    ///   for `{ _ in next() }`.
    @discardableResult
    public func flatMap<NewValue: Sendable>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable (T) -> Promise<NewValue, E>
    ) -> Promise<NewValue, E> {
        let (next, future) = Promise<NewValue, E>.pending()
        observe(
            on: queue,
            fulfilled: { value in body(value).forward(to: future) }, rejected: future.reject)
        return next
    }
    // ANCHOR_END: flat-map
}
