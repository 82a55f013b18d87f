import AsyncBridges
import ObserverFuture

extension Solution {
    /// Exercise 6.1, solved: both promises are already running (they are eager), so `async
    /// let` only waits for them side by side; the first `try` that throws rejects the pair.
    public static func zipByAwaiting<T, U>(_ first: Promise<T>, _ second: Promise<U>) -> Promise<(T, U)> {
        Promise {
            async let a = first.value
            async let b = second.value
            return try await (a, b)
        }
    }
}
