import AsyncBridges
import ExerciseKit

/// Thrown by ``withTimeout(_:_:)`` when the operation has not finished in time.
public struct TimedOut: Error, Equatable {
    public init() {}
}

/// Exercise 6.3: the operation's value if it finishes within `limit`, its error if it throws
/// first; otherwise ``TimedOut`` at the limit, and the operation is cancelled, not left running.
///
/// A structured answer waits for the cancelled operation to stop, so the operation must hear
/// its cancellation: around a promise, wait with a bridge that does (chapter 3's `value`,
/// chapter 4's `outcome`), not chapter 4's typed `value`, which waits on like `Task.value`.
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
    throw notStarted("6.3", TimedOut())  // ← replace this line with your code
}
