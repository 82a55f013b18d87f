import ObserverFuture

extension Solution {
    /// Exercise 3.0, solved: a new promise, settled by an observer of this one with the same
    /// `Result`, its error transformed; `Result.mapError` leaves a value alone.
    public static func mapError<T>(
        _ promise: Promise<T>, _ transform: @escaping @Sendable (any Error) -> any Error
    ) -> Promise<T> {
        let mapped = Promise<T>()
        promise.observe { result in mapped.resolve(result.mapError(transform)) }
        return mapped
    }
}
