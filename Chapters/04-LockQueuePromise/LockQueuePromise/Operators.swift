import Dispatch

// MARK: - map

extension Promise {
    /// Continues with the promise `mapValue` makes from the value, or maps the error: the
    /// design's one operator, which `catch` is built on and `then` agrees with.
    ///
    /// ```swift
    /// let albums: Promise<[Album], RepositoryError> = user.map(on: queue,
    ///     { user in repository.albums(of: user) },   // a promise of the next step
    ///     { error in .unavailable })                 // an error of the new type
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where `mapValue` or `mapError` runs.
    ///   - mapValue: makes the next promise from the value; may throw, but only a `NewError`.
    ///   - mapError: turns this promise's error into the new error type.
    /// - Returns: a promise of the next promise's outcome, or of the mapped error.
    /// - Note: `throws(NewError)` is what the post wanted and could not write in 2019: it caught
    ///   `any Error` and force-cast it to `NewError`, which crashed on any other type. Here the
    ///   compiler refuses to throw any other type, so the `catch` below already has a `NewError`.
    // ANCHOR: map
    // Disfavoured: with `NewError == Never`, `throws(Never)` is no throw at all, and this
    // overload and the one below would take the same closure; the one below then wins.
    @_disfavoredOverload
    @discardableResult
    public func map<NewValue: Sendable, NewError: Error>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ mapValue: @escaping @Sendable (T) throws(NewError) -> Promise<NewValue, NewError>,
        _ mapError: @escaping @Sendable (E) -> NewError
    ) -> Promise<NewValue, NewError> {
        let (next, future) = Promise<NewValue, NewError>.pending()
        observe(
            on: queue,
            fulfilled: { value in
                do throws(NewError) {
                    try mapValue(value).forward(to: future)
                } catch {
                    future.reject(error)
                }
            },
            rejected: { error in future.reject(mapError(error)) })
        return next
    }
    // ANCHOR_END: map

    /// `map` for a `mapValue` that cannot throw.
    ///
    /// ```swift
    /// user.map(on: queue, { user in repository.albums(of: user) }, { _ in .unavailable })
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where `mapValue` or `mapError` runs.
    ///   - mapValue: makes the next promise from the value.
    ///   - mapError: turns this promise's error into the new error type.
    /// - Returns: a promise of the next promise's outcome, or of the mapped error.
    /// - Note: Swift 6 does not infer a thrown type that is still a generic parameter being
    ///   solved: a closure that throws nothing is typed `throws(Never)`, and is then refused where
    ///   `throws(NewError)` is wanted. This overload takes such closures and forwards them.
    // ANCHOR: map-nonthrowing
    @discardableResult
    public func map<NewValue: Sendable, NewError: Error>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ mapValue: @escaping @Sendable (T) -> Promise<NewValue, NewError>,
        _ mapError: @escaping @Sendable (E) -> NewError
    ) -> Promise<NewValue, NewError> {
        map(on: queue, { value throws(NewError) in mapValue(value) }, mapError)
    }
    // ANCHOR_END: map-nonthrowing
}

// MARK: - then

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
        let (next, future) = Promise<NewValue, E>.pending()
        observe(
            on: queue,
            fulfilled: { value in
                do throws(E) { future.fulfill(try transform(value)) } catch { future.reject(error) }
            },
            rejected: future.reject)
        return next
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

// MARK: - catch

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
