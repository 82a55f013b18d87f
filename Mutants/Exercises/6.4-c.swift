// Calls the completion twice: once when the value arrives, and again from a defer meant for the error.
import AsyncBridges
import ExerciseKit
import LazyPromise

/// Exercise 6.4: chapter 1's lazy promise made from an async operation that can throw: nothing
/// runs before `execute()`, each execution runs the operation again, and the promise delivers
/// `.success(value)` or `.failure(error)`.
///
/// ```swift
/// let promise = lazyPromise { try await fetchCount() }
/// promise.then { print($0) }.execute()   // runs fetchCount now; again on the next execute
/// ```
///
/// Checked by: `swift run workshop check 6.4`.
/// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.4`).
public func lazyPromise<T: Sendable>(
    _ operation: @escaping @Sendable () async throws -> T
) -> Promise<Result<T, any Error>> {
    Promise { completion in
        Task {
            var outcome: Result<T, any Error> = .failure(CancellationError())
            defer { completion(outcome) }
            do {
                outcome = .success(try await operation())
                completion(outcome)
            } catch {
                outcome = .failure(error)
            }
        }
    }
}
