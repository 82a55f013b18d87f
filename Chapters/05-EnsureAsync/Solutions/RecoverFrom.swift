import EnsureAsync
import LockQueuePromise

extension Solution {
    /// Exercise 5.0, solved: `recover`, whose body must make a promise for every failure: the
    /// value for the one asked about, and for any other the same failure again.
    public static func recover<T, E: Equatable>(
        _ promise: Promise<T, E>, on queue: any Queue, from error: E, with value: T
    ) -> Promise<T, E> {
        promise.recover(on: queue) { failure in failure == error ? Promise(value: value) : Promise(error: failure) }
    }
}
