// The three `then`s, one per kind of next step. Which one Swift picks is decided by what the
// closure returns; the book's "Which then?" section and OverloadTests pin the rules.

extension Promise {
    // ANCHOR: then-value
    /// Continues with a plain value: `then { $0.artistName }`.
    public func then<U>(_ transform: @escaping @Sendable (T) -> U) -> Promise<U, E> {
        Promise<U, E> { completion in
            self.run { result in completion(result.map(transform)) }
        }
    }
    // ANCHOR_END: then-value

    // ANCHOR: then-promise
    /// Continues with another promise, and waits for it: `then(lookUp)`. Never nests.
    public func then<U>(_ transform: @escaping @Sendable (T) -> Promise<U, E>) -> Promise<U, E> {
        Promise<U, E> { completion in
            self.run { result in
                switch result {
                case .success(let value): transform(value).run(completion)
                case .failure(let error): completion(.failure(error))
                }
            }
        }
    }
    // ANCHOR_END: then-promise

    // ANCHOR: then-result
    /// Continues with a step that may fail without waiting: `then(decode)`.
    public func then<U>(_ transform: @escaping @Sendable (T) -> Result<U, E>) -> Promise<U, E> {
        Promise<U, E> { completion in
            self.run { result in completion(result.flatMap(transform)) }
        }
    }
    // ANCHOR_END: then-result

    // ANCHOR: map-error
    /// Changes the error type, so that a step with another error type can follow.
    public func mapError<F>(_ transform: @escaping @Sendable (E) -> F) -> Promise<T, F> {
        Promise<T, F> { completion in
            self.run { result in completion(result.mapError(transform)) }
        }
    }
    // ANCHOR_END: map-error
}
