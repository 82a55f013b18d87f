import Foundation
import LockQueuePromise

extension Solution {
    /// Exercise 4.3, solved: each value is put in its slot under a lock, and whichever arrives
    /// second finds both slots full and combines them; a failure is forwarded at once, and the
    /// promise ignores whatever comes after it.
    public static func zip<A, B, Combined: Sendable, E>(
        _ first: Promise<A, E>, _ second: Promise<B, E>, on queue: any Queue,
        _ combine: @escaping @Sendable (A, B) -> Combined
    ) -> Promise<Combined, E> {
        let slots = Slots<A, B>()
        return Promise(on: ImmediateQueue()) { future in
            let combineIfBoth: @Sendable ((A, B)?) -> Void = { both in
                guard let (a, b) = both else { return }
                queue.execute { future.fulfill(combine(a, b)) }
            }
            first.observe(
                on: ImmediateQueue(), fulfilled: { combineIfBoth(slots.fillFirst($0)) }, rejected: future.reject)
            second.observe(
                on: ImmediateQueue(), fulfilled: { combineIfBoth(slots.fillSecond($0)) }, rejected: future.reject)
        }
    }
}

/// The two values as they arrive, from any thread.
// @unchecked Sendable: `first` and `second` are read and written only with `lock` held, so the
// two threads that fill them never touch them at once, and the second sees the first's write.
private final class Slots<A: Sendable, B: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var first: A?
    private var second: B?

    /// Keeps the first value; both, if the second is already there.
    func fillFirst(_ value: A) -> (A, B)? {
        lock.withLock {
            first = value
            return second.map { (value, $0) }
        }
    }

    /// Keeps the second value; both, if the first is already there.
    func fillSecond(_ value: B) -> (A, B)? {
        lock.withLock {
            second = value
            return first.map { ($0, value) }
        }
    }
}
