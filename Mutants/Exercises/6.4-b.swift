// Remembers the first outcome: a second execution hands it over again instead of running the operation again.
import AsyncBridges
import ExerciseKit
import Locking
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
    let remembered = Settlement<T, any Error>()
    let started = Locked(false)
    return Promise { completion in
        let first = started.withLock { started in
            defer { started = true }
            return !started
        }
        if first {
            Task {
                do { remembered.resolve(.success(try await operation())) } catch { remembered.resolve(.failure(error)) }
            }
        }
        Task {
            do { completion(.success(try await remembered.value)) } catch { completion(.failure(error)) }
        }
    }
}
