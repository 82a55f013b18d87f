// Gathers the values as they arrive, in a task group: they come back in the order the promises settle, not the array's.
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
    try await withThrowingTaskGroup(of: T.self) { group in
        for promise in promises { group.addTask { try await promise.value } }
        var values: [T] = []
        for try await value in group { values.append(value) }
        return values
    }
}
