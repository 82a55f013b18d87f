// Looks for the other value in one locked block and stores its own in another: two values arriving at once can both find the other missing, and the pair never settles.
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
        let values = Locked<(first: T?, second: U?)>((nil, nil))
        observe { result in
            switch result {
            case .success(let value):
                if let other = values.withLock({ $0.second }) { return pair.resolve(value: (value, other)) }
                values.withLock { $0.first = value }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        other.observe { result in
            switch result {
            case .success(let value):
                if let first = values.withLock({ $0.first }) { return pair.resolve(value: (first, value)) }
                values.withLock { $0.second = value }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        return pair
    }
}
