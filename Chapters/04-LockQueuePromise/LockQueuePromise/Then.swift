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

    /// A `then` whose closure returns a promise: the result would be a promise of a promise,
    /// `Promise<Promise<…>, E>`, that no one means. Swift cannot refuse it outright (an
    /// unavailable overload loses to the generic `then` above), so this one warns, naming the
    /// operator that continues with a promise, and still does what it says.
    ///
    /// ```swift
    /// user.then { repository.albums(of: $0) }      // warning: … continue with map(on:_:_:) …
    /// user.map(on: queue, { repository.albums(of: $0) }, { $0 })   // continues with the albums
    /// ```
    // ANCHOR: then-nested
    @available(
        *, deprecated,
        message:
            "this closure returns a promise, and then would nest it; continue with map(on:_:_:), or chapter 5's flatMap(on:_:)"
    )
    @discardableResult
    public func then<NewValue: Sendable, NewError: Error>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ transform: @escaping @Sendable (T) throws(E) -> Promise<NewValue, NewError>
    ) -> Promise<Promise<NewValue, NewError>, E> {
        map(
            on: queue, { value throws(E) in Promise<Promise<NewValue, NewError>, E>(value: try transform(value)) },
            { $0 })
    }
    // ANCHOR_END: then-nested
}
