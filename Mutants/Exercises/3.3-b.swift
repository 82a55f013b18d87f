// Drops a failure of the future next made: only its value is passed on.
import ExerciseKit
import ObserverFuture

/// Exercise 3.3: the reading half of a promise. A `Future` can be observed, mapped and
/// chained, and never resolved: it holds only a way to observe its promise, so whoever holds
/// the future cannot settle it; only the producer, who kept the promise, can. `observe`, `map`
/// and `promise.future` are written: `map` shows the pattern, a new promise that the operation
/// keeps and settles, and whose future it hands out. Write `then` the same way: continue with
/// the future `next` makes from the value, and let a rejection skip `next`.
///
/// ```swift
/// let users = Promise<[User]>()          // the producer keeps this, to resolve it
/// users.future.then { users in albums(of: users[0]) }.observe { print($0) }
/// users.resolve(value: fetchedUsers)     // prints success([Album]), once albums(of:) settles
/// ```
///
/// Checked by: `swift test --filter ObserverFutureTests --skip Book` (the functor, monad, error
/// and resolution laws for futures, with `then` as `flatMap`, through the harness).
/// Hint and solution: Book/03-observer-future.md, "Exercises".
public struct Future<T: Sendable>: Sendable {
    private let subscribe: @Sendable (@escaping Promise<T>.Observer) -> Void

    /// The reading half of `promise`.
    public init(_ promise: Promise<T>) {
        subscribe = { observer in promise.observe(observer) }
    }

    /// Calls `observer` with the result once there is one, as `Promise.observe` does.
    public func observe(_ observer: @escaping Promise<T>.Observer) {
        subscribe(observer)
    }

    /// A future of the transformed value; an error thrown by `transform` rejects it.
    public func map<U>(_ transform: @escaping @Sendable (T) throws -> U) -> Future<U> {
        let mapped = Promise<U>()
        observe { result in mapped.resolve(result.flatMap { value in Result { try transform(value) } }) }
        return mapped.future
    }

    /// Continues with the future `next` makes from the value; a rejection skips `next`.
    public func then<U>(_ next: @escaping @Sendable (T) -> Future<U>) -> Future<U> {
        let chained = Promise<U>()
        observe { result in
            switch result {
            case .success(let value):
                next(value).observe { inner in
                    if case .success(let value) = inner { chained.resolve(value: value) }
                }
            case .failure(let error):
                chained.reject(error: error)
            }
        }
        return chained.future
    }
}

extension Promise {
    /// The reading half of this promise, to hand to callers: they can observe and chain, and
    /// only the holder of the promise can settle it.
    public var future: Future<T> { Future(self) }
}
