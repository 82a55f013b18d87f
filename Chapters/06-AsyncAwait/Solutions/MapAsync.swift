import AsyncBridges
import ObserverFuture

extension Solution {
    /// Exercise 6.0, solved: a promise of a task that awaits this promise's value and then the
    /// transform; the first `try` that throws rejects it, with this promise's error or the
    /// transform's.
    public static func mapAsync<T, U>(
        _ promise: Promise<T>, _ transform: @escaping @Sendable (T) async throws -> U
    ) -> Promise<U> {
        Promise<U> { try await transform(try await promise.value) }
    }
}
