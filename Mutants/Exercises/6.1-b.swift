// Fails fast with a task group: the other's failure rejects the pair at once, even while this promise, which fails too, is still pending.
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
            try await withThrowingTaskGroup(of: Side<T, U>.self) { group in
                group.addTask { .first(try await self.value) }
                group.addTask { .second(try await other.value) }
                var first: T?
                var second: U?
                for try await side in group {
                    switch side {
                    case .first(let value): first = value
                    case .second(let value): second = value
                    }
                }
                return (first!, second!)
            }
        }
    }
}

enum Side<A: Sendable, B: Sendable>: Sendable {
    case first(A)
    case second(B)
}
