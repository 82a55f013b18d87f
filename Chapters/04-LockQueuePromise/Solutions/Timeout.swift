import Dispatch
import LockQueuePromise
import Synchronization

extension Solution {
    /// Exercise 4.2, solved: the promise and a timer race for one flag. Whoever takes it
    /// settles the result; the other finds it taken and does nothing, so `error` is made only
    /// when the timer wins.
    public static func timeout<T, E>(
        _ promise: Promise<T, E>, after interval: DispatchTimeInterval, on queue: any Queue,
        error: @escaping @Sendable () -> E
    ) -> Promise<T, E> {
        let decided = FirstComer()
        return Promise(on: ImmediateQueue()) { future in
            promise.observe(
                on: ImmediateQueue(),
                fulfilled: { value in if decided.claim() { future.fulfill(value) } },
                rejected: { failure in if decided.claim() { future.reject(failure) } })
            DispatchQueue.global().asyncAfter(deadline: .now() + interval) {
                // Decided when the time is up; `error` is made on the queue asked for.
                if decided.claim() { queue.execute { future.reject(error()) } }
            }
        }
    }
}

/// A flag that exactly one caller, from any thread, can take.
private final class FirstComer: Sendable {
    private let taken = Atomic(false)

    /// `true` for the first caller, `false` for everyone after.
    func claim() -> Bool {
        taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
