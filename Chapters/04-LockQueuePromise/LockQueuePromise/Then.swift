import Dispatch

extension Promise {
    /// A promise of the transformed value; an error passes through unchanged.
    ///
    /// ```swift
    /// users.then(on: parsing) { data throws(RepositoryError) in
    ///     guard let users = decode(data) else { throw .unreadable }
    ///     return users
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where `transform` runs; ``Dispatch/DispatchQueue/promiseCallbacks`` by default.
    ///   - transform: makes the new value; may throw this promise's error type, and only that.
    /// - Returns: a promise of the new value, or of this promise's error, or of the thrown one.
    // ANCHOR: then
    @discardableResult
    public func then<NewValue: Sendable>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ transform: @escaping @Sendable (T) throws(E) -> NewValue
    ) -> Promise<NewValue, E> {
        map(
            on: queue,
            { value throws(E) in Promise<NewValue, E>(value: try transform(value)) },
            { error in error })
    }
    // ANCHOR_END: then
}
