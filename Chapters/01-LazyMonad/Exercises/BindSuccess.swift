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
    /// Like `bind`, it runs nothing until the chain is executed, and all of it on each execution.
    ///
    /// Checked by: `swift run workshop check 1.3` (the monad, error and laziness laws must hold
    /// for it, through the harness).
    /// Hint and solution: Book/01-lazy-monad.md, "Exercises".
    public func bindSuccess<Success, Failure: Error, U>(
        _ transform: @escaping @Sendable (Success) -> Promise<Result<U, Failure>>
    ) -> Promise<Result<U, Failure>> where T == Result<Success, Failure> {
        notStarted("1.3", Promise<Result<U, Failure>> { _ in })  // ← replace this line with your code
    }
}
