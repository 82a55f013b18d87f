// A check-then-act split over a serial queue: each side looks for the other in one sync and stores its own in another, so two values at once both find nothing and the pair never comes; the schedules cannot step into a queue's sync, so the answer is not proven.
import ExerciseKit
import Dispatch
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
        let slots = PairSlots<T, U>()
        observe { result in
            switch result {
            case .success(let value):
                let other = slots.queue.sync { slots.second }
                slots.queue.sync { slots.first = value }
                if let other { pair.resolve(value: (value, other)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        other.observe { result in
            switch result {
            case .success(let value):
                let first = slots.queue.sync { slots.first }
                slots.queue.sync { slots.second = value }
                if let first { pair.resolve(value: (first, value)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        return pair
    }
}

// @unchecked Sendable: `first` and `second` are read and written only inside `queue.sync`.
final class PairSlots<T, U>: @unchecked Sendable {
    let queue = DispatchQueue(label: "zipFailingFast")
    var first: T?
    var second: U?
}
