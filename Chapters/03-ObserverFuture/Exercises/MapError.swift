import ExerciseKit
import ObserverFuture

extension Promise {
    /// Exercise 3.0, the warm-up: chapter 2's `mapError`, for this design. A promise rejected
    /// with `transform` of this promise's error, once it is rejected; a value passes on as it
    /// is, and `transform` is not called for it.
    ///
    /// ```swift
    /// client.getData(atURL: usersURL).mapError { error in AppError.offline(underlying: error) }
    /// // fulfilled with the body, or rejected with AppError.offline
    /// ```
    ///
    /// Write it the way `map` and `then` are written: a new promise that this operator keeps,
    /// observes this one, settles the new one from the observer, and returns it at once.
    ///
    /// Checked by: `swift run workshop check 3.0` (cases by hand, then the error-mapping laws,
    /// through the harness).
    /// Hint and solution: Book/03-observer-future.md, "Exercises".
    public func mapError(_ transform: @escaping @Sendable (any Error) -> any Error) -> Promise<T> {
        notStarted("3.0", self)  // ← replace this line with your code
    }
}
