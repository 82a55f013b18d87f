extension Promise {
    // ANCHOR: value
    /// A promise already fulfilled with `value`: the monad's `pure`.
    public convenience init(value: T) {
        self.init()
        resolve(value: value)
    }

    /// A promise already rejected with `error`.
    public convenience init(error: any Error) {
        self.init()
        reject(error: error)
    }
    // ANCHOR_END: value

    // ANCHOR: then
    /// Continues with the promise `next` makes from the value; a rejection skips `next`.
    ///
    /// ```swift
    /// client.getData(atURL: usersURL).then { _ in client.getData(atURL: albumsURL) }   // albums after users
    /// ```
    ///
    /// - Returns: a new promise that settles as `next`'s promise does: the monad's `flatMap`.
    public func then<U>(_ next: @escaping @Sendable (T) -> Promise<U>) -> Promise<U> {
        let chained = Promise<U>()
        observe { result in
            switch result {
            case .success(let value): next(value).observe { chained.resolve($0) }
            case .failure(let error): chained.reject(error: error)
            }
        }
        return chained
    }
    // ANCHOR_END: then

    // ANCHOR: map
    /// A promise of the transformed value: the functor's `map`. An error thrown by `transform`
    /// rejects the new promise, so a decoding failure arrives as a rejection, not as a nil.
    ///
    /// ```swift
    /// client.getData(atURL: usersURL).map { try JSONDecoder().decode([User].self, from: $0) }
    /// ```
    public func map<U>(_ transform: @escaping @Sendable (T) throws -> U) -> Promise<U> {
        let mapped = Promise<U>()
        observe { result in
            mapped.resolve(result.flatMap { value in Result { try transform(value) } })
        }
        return mapped
    }
    // ANCHOR_END: map
}
