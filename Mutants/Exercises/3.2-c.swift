// No lock: the two values are plain variables of a class, which promises settling on two threads write and read at once.
import ExerciseKit
import Locking
import ObserverFuture

extension Promise {
    /// Exercise 3.2: a `zip` that fails fast. Both values together once both promises are
    /// fulfilled; but a rejection of either rejects the pair at once, even while the other is
    /// still pending (the chapter's `zip` waits for this one before it hears of `other`'s). The
    /// pair settles once: the first rejection wins (if both are rejected already, this one's).
    ///
    /// ```swift
    /// let slow = Promise<Int>()                     // still pending
    /// let broken = Promise<Int>(error: Oops())
    /// slow.zipFailingFast(broken).observe { print($0) }   // failure(Oops()), at once
    /// ```
    ///
    /// The two promises may settle on two threads at the same moment, so the values kept until
    /// both are in go in a `Locked` (`let values = Locked(…)`, then `values.withLock { … }`): the
    /// checks settle both at once, on schedules that step in at its lock.
    ///
    /// Checked by: `swift run workshop check 3.2` (the `zip` law with its right side failing
    /// fast, and both halves settled at once, through the harness; a rejection while the other
    /// is pending, the order of the pair, and pairs settled from real threads).
    /// Hint and solution: Book/03-observer-future.md, "Exercises".
    public func zipFailingFast<U>(_ other: Promise<U>) -> Promise<(T, U)> {
        let pair = Promise<(T, U)>()
        let values = Values<T, U>()
        observe { result in
            switch result {
            case .success(let value):
                values.first = value
                if let other = values.second { pair.resolve(value: (value, other)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        other.observe { result in
            switch result {
            case .success(let value):
                values.second = value
                if let first = values.first { pair.resolve(value: (first, value)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        return pair
    }
}

final class Values<T, U>: @unchecked Sendable {
    var first: T?
    var second: U?
}
