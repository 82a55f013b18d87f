import Dispatch

extension Promise {
    /// Continues with the promise `mapValue` makes from the value, or maps the error: the
    /// design's one operator, which `then` and `catch` are built on.
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
                    // Forwarding needs no queue of its own: the next promise's callbacks
                    // hop to their own queues when it settles.
                    try mapValue(value).observe(
                        on: ImmediateQueue(), fulfilled: future.fulfill, rejected: future.reject)
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
