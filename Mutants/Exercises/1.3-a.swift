// A failure is never delivered: its branch returns a promise whose task never calls back.
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
        bind { result in
            switch result {
            case .success(let value): transform(value)
            case .failure: Promise<Result<U, Failure>> { _ in }
            }
        }
    }
}
