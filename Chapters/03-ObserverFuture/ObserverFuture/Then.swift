extension Promise {
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
}
