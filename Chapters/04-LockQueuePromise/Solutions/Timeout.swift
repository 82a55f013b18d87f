import Dispatch
import LockQueuePromise
import Locking

extension Solution {
    /// Exercise 4.2, solved: the promise and a timer race for one flag. Whoever takes it
    /// settles the result; the other finds it taken and does nothing, so `error` is made only
    /// when the timer wins.
    public static func timeout<T, E>(
        _ promise: Promise<T, E>, after interval: DispatchTimeInterval, on queue: any Queue,
        error: @escaping @Sendable () -> E
    ) -> Promise<T, E> {
        let decided = Locked(false)
        // Taken and set in one step: exactly one of the two racers finds the flag down.
        let claim: @Sendable () -> Bool = {
            decided.withLock { taken in
                defer { taken = true }
                return !taken
            }
        }
        return Promise(on: ImmediateQueue()) { future in
            promise.observe(
                on: ImmediateQueue(),
                fulfilled: { value in if claim() { future.fulfill(value) } },
                rejected: { failure in if claim() { future.reject(failure) } })
            DispatchQueue.global().asyncAfter(deadline: .now() + interval) {
                // Decided when the time is up; `error` is made on the queue asked for.
                if claim() { queue.execute { future.reject(error()) } }
            }
        }
    }
}
