import AsyncBridges
import ExerciseKit
import ObserverFuture

extension Promise {
    /// Exercise 6.1: chapter 3's `zip`, written with `async let` instead of observers: a
    /// promise of both values, made with ``Promise/init(task:)``, that rejects as chapter 3's
    /// `zip` does: with this promise's failure, or, once this one is fulfilled, with `other`'s.
    /// The pair awaits this promise first, so a failure of `other` that comes first waits for
    /// it, and loses to this one's if this one fails too.
    ///
    /// ```swift
    /// Promise(value: 1).zipByAwaiting(Promise(value: "a"))   // resolves with (1, "a")
    /// ```
    ///
    /// Checked by: `swift run workshop check 6.1` (cases by hand, the other failing first among
    /// them; a law for the pair against the same promises by hand, and one for both settled at
    /// once, through the harness).
    /// Hint and solution: Book/06-async-await.md, "Exercises" (`swift run workshop hint 6.1`).
    public func zipByAwaiting<U>(_ other: Promise<U>) -> Promise<(T, U)> {
        notStarted("6.1", Promise<(T, U)>())  // ← replace this line with your code
    }
}
