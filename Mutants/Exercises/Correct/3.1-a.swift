// Correct, with a Mutex around the slots, and the first rejection remembered in it too.
import ExerciseKit
import Synchronization
import Locking
import ObserverFuture

extension Promise {
    /// Exercise 3.1: many promises as one. A promise of every value, in the order of
    /// `promises` (not the order they arrive in), once all of them are fulfilled; or rejected
    /// with the first rejection, as soon as it comes, whatever the others do later (of those
    /// already rejected, the first in the array). It settles once. With no promises at all,
    /// it is fulfilled with `[]` at once.
    ///
    /// ```swift
    /// let photos = albums.map { client.get([Photo].self, atURL: photosURL(of: $0)) }   // ten requests in flight
    /// Promise.all(photos).observe { print($0) }   // success([[Photo], …]): the ten lists, in album order
    /// ```
    ///
    /// The promises settle on whatever threads their producers run on, at the same moment if
    /// they like, so what their observers share goes in a `Locked` (`let slots = Locked(…)`,
    /// then `slots.withLock { … }`): the checks settle them at once, on schedules that step in
    /// at its lock.
    ///
    /// Checked by: `swift run workshop check 3.1` (the functor, error and resolution laws for
    /// `all` of one promise, a law for `all` of several and one for two settled at once,
    /// through the harness; order, the first failure, and promises settled from real threads).
    /// Hint and solution: Book/03-observer-future.md, "Exercises".
    public static func all(_ promises: [Promise<T>]) -> Promise<[T]> {
        let all = Promise<[T]>()
        guard !promises.isEmpty else {
            all.resolve(value: [])
            return all
        }
        let state = Mutex((values: [Int: T](), failed: false))
        for (index, promise) in promises.enumerated() {
            promise.observe { result in
                let outcome = state.withLock { state -> Result<[T], any Error>? in
                    guard !state.failed else { return nil }
                    switch result {
                    case .failure(let error):
                        state.failed = true
                        return .failure(error)
                    case .success(let value):
                        state.values[index] = value
                        guard state.values.count == promises.count else { return nil }
                        return .success((0..<promises.count).compactMap { state.values[$0] })
                    }
                }
                if let outcome { all.resolve(outcome) }
            }
        }
        return all
    }
}
