import LazyPromise

extension Solution {
    /// Exercise 1.3, solved: `bind` on the outer promise, choosing the next promise by the
    /// `Result`: the transform's for a success, an already-failed one for a failure.
    public static func bindSuccess<Success, Failure: Error, U>(
        _ promise: Promise<Result<Success, Failure>>,
        _ transform: @escaping @Sendable (Success) -> Promise<Result<U, Failure>>
    ) -> Promise<Result<U, Failure>> {
        promise.bind { result in
            switch result {
            case .success(let value): transform(value)
            case .failure(let error): Promise<Result<U, Failure>>(value: .failure(error))
            }
        }
    }
}
