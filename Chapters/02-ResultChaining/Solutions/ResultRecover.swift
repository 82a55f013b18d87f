import ResultPromise

extension Solution {
    /// Exercise 2.1, solved: a new operation that runs the promise and, on a failure, runs the
    /// promise `transform` chose in its place; a value passes straight through.
    public static func recover<T, E>(
        _ promise: Promise<T, E>, _ transform: @escaping @Sendable (E) -> Promise<T, E>
    ) -> Promise<T, E> {
        Promise { completion in
            promise.run { result in
                switch result {
                case .success: completion(result)
                case .failure(let error): transform(error).run(completion)
                }
            }
        }
    }
}
