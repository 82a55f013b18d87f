// Forgets cancelAll: the group waits for the child that lost, so a quick operation comes back only once its timer has run out.
import AsyncBridges
import ExerciseKit

/// Thrown by ``withTimeout(_:_:)`` when the operation has not finished in time.
public struct TimedOut: Error, Equatable {
    public init() {}
}

/// Exercise 6.3: the operation's value if it finishes within `limit`, its error if it throws
/// first; otherwise ``TimedOut`` at the limit, and the operation is cancelled, not left running.
///
/// ```swift
/// try await withTimeout(.seconds(1)) { 5 }                                   // 5
/// try await withTimeout(.milliseconds(10)) { try await Task.sleep(for: .seconds(60)) }   // throws TimedOut
/// ```
///
/// Checked by: `swift run workshop check 6.3`.
/// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.3`).
public func withTimeout<T: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw TimedOut()
        }
        guard let first = try await group.next() else { throw TimedOut() }
        return first
    }
}
