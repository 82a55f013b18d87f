import AsyncBridges
import AsyncBridgesExercises

extension Solution {
    /// Exercise 6.3, solved: the operation and a sleep race in a task group; the first to
    /// finish decides, `cancelAll` cancels the other, and the group waits for it to stop, so
    /// nothing is left running. An operation that does not stop when cancelled keeps the group
    /// waiting: wrap a wait that hears cancellation (chapter 4's `outcome`, not its typed `value`).
    public static func withTimeout<T: Sendable>(
        _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw TimedOut()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TimedOut() }
            return first
        }
    }
}
