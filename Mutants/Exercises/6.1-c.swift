// Swallows a failure: a promise that rejects is read as a missing value, and the pair never settles.
import AsyncBridges
import ExerciseKit
import ObserverFuture

extension Promise {
    /// Exercise 6.1: chapter 3's `zip`, written with `async let` instead of observers: a
    /// promise of both values, made with ``Promise/init(task:)``, that rejects with the first
    /// failure either promise has.
    ///
    /// ```swift
    /// Promise(value: 1).zipByAwaiting(Promise(value: "a"))   // resolves with (1, "a")
    /// ```
    ///
    /// Checked by: `swift test --filter AsyncBridgesTests --skip Book`.
    /// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.1`).
    public func zipByAwaiting<U>(_ other: Promise<U>) -> Promise<(T, U)> {
        let pair = Promise<(T, U)>()
        Task {
            async let a = try? self.value
            async let b = try? other.value
            if let first = await a, let second = await b { pair.resolve(value: (first, second)) }
        }
        return pair
    }
}
