// Awaits the other promise first: when both fail, the pair rejects with the other's failure, not this one's as chapter 3's zip does.
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
        Promise<(T, U)> {
            async let b = other.value
            async let a = self.value
            let (second, first) = try await (b, a)
            return (first, second)
        }
    }
}
