// Right, with an Atomic flag that exactly one racer can take (compareExchange), but not proven: the checks cannot step into an atomic, so a look and an act split over two of its operations would pass them unseen.
import Dispatch
import ExerciseKit
import Synchronization
import LockQueuePromise
import Locking

extension Promise {
    /// Exercise 4.2: a promise that rejects with `error()` if this one has not settled within
    /// `interval`, and otherwise passes its value or error through, once. Whichever comes
    /// first wins: a promise that settles after its timeout changes nothing. `error` is called
    /// on `queue`, and only when the time runs out.
    ///
    /// ```swift
    /// let slow = Promise<Int, FetchError> { _ in }   // never settles
    /// slow.timeout(after: .milliseconds(100), error: { .timedOut })   // rejects with .timedOut after 100 ms
    /// Promise<Int, FetchError>(value: 7).timeout(after: .seconds(1), error: { .timedOut })   // delivers 7
    /// ```
    ///
    /// The timer fires on a thread of its own, maybe as the promise settles on another, so
    /// what says who won goes in a `Locked` (`let decided = Locked(false)`, then
    /// `decided.withLock { … }`), taken and set in one step.
    ///
    /// Checked by: `swift run workshop check 4.2` (its own laws, through the harness, on an
    /// immediate queue and on the harness's callbacks queue, in real time, since the timer is a
    /// real one; promises that win, whose timers must not call `error` when they fire later;
    /// and timers racing settles on real threads).
    /// Hint and solution: Book/04-lock-queue-promise.md, "Exercises".
    @discardableResult
    public func timeout(
        after interval: DispatchTimeInterval,
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        error: @escaping @Sendable () -> E
    ) -> Promise<T, E> {
        let decided = Atomic(false)
        let claim: @Sendable () -> Bool = {
            decided.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        }
        return Promise(on: ImmediateQueue()) { future in
            self.observe(
                on: ImmediateQueue(), fulfilled: { if claim() { future.fulfill($0) } },
                rejected: { if claim() { future.reject($0) } })
            DispatchQueue.global().asyncAfter(deadline: .now() + interval) {
                if claim() { queue.execute { future.reject(error()) } }
            }
        }
    }
}
