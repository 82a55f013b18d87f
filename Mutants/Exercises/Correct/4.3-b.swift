// Correct, behind a private serial DispatchQueue, chapter 4's own lock: each value is stored and the other looked for in one sync.
import Dispatch
import ExerciseKit
import LockQueuePromise
import Locking

extension Promise {
    /// Exercise 4.3: a promise of both values, combined by `combine` on `queue` once both
    /// have arrived, whichever arrives first and from whatever thread. The first failure
    /// rejects it at once, without waiting for the other promise.
    ///
    /// ```swift
    /// let user = Promise<String, LookupError>(value: "Ada")
    /// let albums = Promise<Int, LookupError>(value: 3)
    /// user.zip(albums) { name, count in "\(name): \(count) albums" }   // delivers "Ada: 3 albums"
    /// ```
    ///
    /// The two values may arrive on two threads at the same moment, so the slots that keep
    /// them go in a `Locked` (`let slots = Locked(…)`, then `slots.withLock { … }`): the checks
    /// settle both at once, on schedules that step in at its lock, and count `combine`'s calls.
    ///
    /// Checked by: `swift run workshop check 4.3` (its own laws, through the harness, on an
    /// immediate queue and on the harness's callbacks queue, with both promises settled at once
    /// on schedules; and pairs settled from real threads).
    /// Hint and solution: Book/04-lock-queue-promise.md, "Exercises".
    @discardableResult
    public func zip<Other: Sendable, Combined: Sendable>(
        _ other: Promise<Other, E>,
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ combine: @escaping @Sendable (T, Other) -> Combined
    ) -> Promise<Combined, E> {
        let slots = Slots<T, Other>()
        return Promise<Combined, E>(on: ImmediateQueue()) { future in
            let combineIfBoth: @Sendable ((T, Other)?) -> Void = { both in
                guard let (a, b) = both else { return }
                queue.execute { future.fulfill(combine(a, b)) }
            }
            self.observe(on: ImmediateQueue(), fulfilled: { combineIfBoth(slots.fillFirst($0)) }, rejected: future.reject)
            other.observe(on: ImmediateQueue(), fulfilled: { combineIfBoth(slots.fillSecond($0)) }, rejected: future.reject)
        }
    }
}

// @unchecked Sendable: `first` and `second` are touched only inside `queue.sync`.
final class Slots<A: Sendable, B: Sendable>: @unchecked Sendable {
    private let queue = DispatchQueue(label: "zip.slots")
    private var first: A?
    private var second: B?

    func fillFirst(_ value: A) -> (A, B)? {
        queue.sync {
            first = value
            return second.map { (value, $0) }
        }
    }

    func fillSecond(_ value: B) -> (A, B)? {
        queue.sync {
            second = value
            return first.map { ($0, value) }
        }
    }
}
