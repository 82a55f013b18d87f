// A check-then-act split over an NSLock: the count of missing values is read in one critical section and written in another, so two values at once both count down from the same number and all never settles (the exercises' NSLock is one the schedules step into).
import ExerciseKit
import Foundation
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
        let slots = AllSlots<T>(count: promises.count)
        for (index, promise) in promises.enumerated() {
            promise.observe { result in
                switch result {
                case .success(let value):
                    slots.lock.lock()
                    slots.values[index] = value
                    let missing = slots.missing
                    slots.lock.unlock()
                    slots.lock.lock()
                    slots.missing = missing - 1
                    let complete = slots.missing == 0 ? slots.values.compactMap { $0 } : nil
                    slots.lock.unlock()
                    if let complete { all.resolve(value: complete) }
                case .failure(let error):
                    all.reject(error: error)
                }
            }
        }
        return all
    }
}

// @unchecked Sendable: every stored var is read and written with `lock` held.
final class AllSlots<T>: @unchecked Sendable {
    let lock = NSLock()
    var values: [T?]
    var missing: Int

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        missing = count
    }
}
