import AsyncBridges
import ExerciseKit
import ObserverFuture

extension Promise {
    /// Exercise 6.0, the warm-up: chapter 3's `map`, for a transform that is `async`. A promise
    /// of `transform`'s value, once this promise is fulfilled and `transform` has returned;
    /// rejected with this promise's error, or with the error `transform` throws. This chapter's
    /// bridges for chapter 3's promise do it between them: ``Promise/init(task:)`` and `value`.
    ///
    /// ```swift
    /// client.getData(atURL: avatarURL).mapAsync { data in try await thumbnail(of: data) }
    /// // a promise of the thumbnail, made by an async function once the data has arrived
    /// ```
    ///
    /// Checked by: `swift run workshop check 6.0` (cases by hand, then the functor laws and "a
    /// failure skips map", through the harness).
    /// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.0`).
    public func mapAsync<U>(_ transform: @escaping @Sendable (T) async throws -> U) -> Promise<U> {
        notStarted("6.0", Promise<U>())  // ← replace this line with your code
    }
}
