// Not lazy: it executes the chain once while building it, before anyone calls execute().
import ExerciseKit
import LazyPromise

extension Promise {
    /// Exercise 1.3: `bind` for a promise of a `Result`: on a success, continue with the
    /// promise `transform` makes from the value; on a failure, skip `transform` and deliver
    /// the failure. With it, the careful chain of the tour reads like the happy one.
    ///
    /// ```swift
    /// let user: Promise<Result<User, NetworkError>> = …
    /// user.bindSuccess { user in albums(of: user) }   // a Promise<Result<[Album], NetworkError>>
    /// ```
    ///
    /// Checked by: `swift test --filter LazyPromiseTests --skip Book` (the monad and error laws
    /// must hold for it, through the harness).
    /// Hint and solution: Book/01-lazy-monad.md, "Exercises".
    public func bindSuccess<Success, Failure: Error, U>(
        _ transform: @escaping @Sendable (Success) -> Promise<Result<U, Failure>>
    ) -> Promise<Result<U, Failure>> where T == Result<Success, Failure> {
        let chained = bind { result in
            switch result {
            case .success(let value): transform(value)
            case .failure(let error): Promise<Result<U, Failure>>(value: .failure(error))
            }
        }
        chained.execute()
        return chained
    }
}
