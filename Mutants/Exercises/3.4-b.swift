// Only a value wins: a rejection is ignored, so a race whose first promise to settle rejects waits for a value.
import ExerciseKit
import Locking
import ObserverFuture

extension Promise {
    /// Exercise 3.4: the first to settle wins. A promise that settles as the first of
    /// `promises` to settle does, fulfilled or rejected, and ignores the rest (of those settled
    /// already, the first in the array wins). It settles once; with no promises at all, never.
    ///
    /// ```swift
    /// let mirror = client.getData(atURL: mirrorURL)
    /// let origin = client.getData(atURL: originURL)
    /// Promise.race([mirror, origin]).observe { print($0) }   // whichever answers first
    /// ```
    ///
    /// The promises may settle on several threads at the same moment: state of your own that
    /// their observers share, if you keep any, goes in a `Locked` (`let state = Locked(…)`,
    /// then `state.withLock { … }`), where the checks' schedules step in.
    ///
    /// Checked by: `swift run workshop check 3.4` (a law for the race, of none included, one
    /// for two promises settled at once, and the functor, error and resolution laws for a race
    /// against a promise that never settles, through the harness; a late winner, a failure
    /// that wins, and races settled from real threads).
    /// Hint and solution: Book/03-observer-future.md, "Exercises".
    public static func race(_ promises: [Promise<T>]) -> Promise<T> {
        let winner = Promise<T>()
        for promise in promises {
            promise.observe { result in
                if case .success(let value) = result { winner.resolve(value: value) }
            }
        }
        return winner
    }
}
