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
            switch result {
            case .success(let value):
                do { mapped.resolve(value: try transform(value)) } catch { mapped.reject(error: error) }
            case .failure(let error): mapped.reject(error: error)
            }
        }
        return mapped
    }
    // ANCHOR_END: map
}
