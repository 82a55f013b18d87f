// Waits for every promise, then throws the last failure in the array, not the first.
import AsyncBridges
import ExerciseKit
import ObserverFuture

/// Exercise 6.2: chapter 3's `Promise.all` (exercise 3.1), awaited: every promise's value, in
/// the order of the array, not the order they arrive in; the first failure in the array's order
/// is thrown; no promises is `[]` at once.
///
/// ```swift
/// try await awaitAll([Promise(value: 1), Promise(value: 2)])   // [1, 2]
/// ```
///
/// Checked by: `swift run workshop check 6.2`.
/// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.2`).
public func awaitAll<T>(_ promises: [Promise<T>]) async throws -> [T] {
    var outcomes: [Result<T, any Error>] = []
    for promise in promises {
        do { outcomes.append(.success(try await promise.value)) } catch { outcomes.append(.failure(error)) }
    }
    if let failure = outcomes.last(where: { if case .failure = $0 { true } else { false } }) { _ = try failure.get() }
    return try outcomes.map { try $0.get() }
}
