import Dispatch

extension Promise {
    /// A promise whose error is mapped to a new error type; a value passes through unchanged.
    ///
    /// ```swift
    /// transport.get(url).catch { (error: TransportError) in RepositoryError(error) }
    /// // Promise<Data, TransportError> became Promise<Data, RepositoryError>
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where `transform` runs; ``Dispatch/DispatchQueue/promiseCallbacks`` by default.
    ///   - transform: turns the error into one of the new type.
    /// - Returns: a promise of the same value, or of the mapped error.
    // ANCHOR: catch
    @discardableResult
    public func `catch`<NewError: Error>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ transform: @escaping @Sendable (E) -> NewError
    ) -> Promise<T, NewError> {
        map(on: queue, { value throws(NewError) in Promise<T, NewError>(value: value) }, transform)
    }
    // ANCHOR_END: catch

    /// Looks at the error without changing it: the `catch` the post added for its tests.
    ///
    /// ```swift
    /// promise.catch { error in print("failed:", error) }   // still a Promise<T, E>
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where `handler` runs.
    ///   - handler: called with the error, if there is one.
    /// - Returns: a promise of the same outcome.
    // ANCHOR: catch-observe
    @discardableResult
    public func `catch`(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ handler: @escaping @Sendable (E) -> Void
    ) -> Promise<T, E> {
        map(
            on: queue, { value throws(E) in Promise(value: value) },
            { error in
                handler(error)
                return error
            })
    }
    // ANCHOR_END: catch-observe
}
