import ObserverFuture
import ObserverFutureExercises

extension Solution {
    /// Exercise 3.3, solved: as `map` does, a new promise that this `then` keeps, settled as
    /// `next`'s future settles, or with the rejection; the caller gets only its future.
    public static func then<T, U>(_ future: Future<T>, _ next: @escaping @Sendable (T) -> Future<U>) -> Future<U> {
        let chained = Promise<U>()
        future.observe { result in
            switch result {
            case .success(let value): next(value).observe { chained.resolve($0) }
            case .failure(let error): chained.reject(error: error)
            }
        }
        return chained.future
    }
}
