// Reads the count of missing values in one locked block and writes it in another: two values arriving at once both count down from the same number, and the promise never settles.
import ExerciseKit
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
        if promises.isEmpty { all.resolve(value: []) }
        let slots = Locked((values: [T?](repeating: nil, count: promises.count), missing: promises.count))
        for (index, promise) in promises.enumerated() {
            promise.observe { result in
                switch result {
                case .success(let value):
                    let missing = slots.withLock { $0.missing }
                    let complete = slots.withLock { slots -> [T]? in
                        slots.values[index] = value
                        slots.missing = missing - 1
                        return slots.missing == 0 ? slots.values.compactMap { $0 } : nil
                    }
                    if let complete { all.resolve(value: complete) }
                case .failure(let error):
                    all.reject(error: error)
                }
            }
        }
        return all
    }
}
