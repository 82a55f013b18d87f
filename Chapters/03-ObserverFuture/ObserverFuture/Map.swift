extension Promise {
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
