import AsyncBridges
import LazyPromise

extension Solution {
    /// Exercise 6.4, solved: the task starts inside the promise's task, so only `execute()`
    /// starts it, and every execution starts a new one.
    public static func lazyPromise<T: Sendable>(
        _ operation: @escaping @Sendable () async throws -> T
    ) -> Promise<Result<T, any Error>> {
        Promise { completion in
            Task {
                do { completion(.success(try await operation())) } catch { completion(.failure(error)) }
            }
        }
    }
}
