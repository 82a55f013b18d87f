import LockQueuePromise
import Locking

extension Solution {
    /// Exercise 4.3, solved: each value is put in its slot under a lock, and whichever arrives
    /// second finds both slots full and combines them; a failure is forwarded at once, and the
    /// promise ignores whatever comes after it.
    public static func zip<A, B, Combined: Sendable, E>(
        _ first: Promise<A, E>, _ second: Promise<B, E>, on queue: any Queue,
        _ combine: @escaping @Sendable (A, B) -> Combined
    ) -> Promise<Combined, E> {
        // Each arrival fills its slot and reads the other's in one locked block, so exactly one
        // of two values arriving at once finds both there.
        let slots = Locked<(first: A?, second: B?)>((nil, nil))
        return Promise(on: ImmediateQueue()) { future in
            let combineIfBoth: @Sendable ((A, B)?) -> Void = { both in
                guard let (a, b) = both else { return }
                queue.execute { future.fulfill(combine(a, b)) }
            }
            first.observe(
                on: ImmediateQueue(),
                fulfilled: { value in
                    combineIfBoth(
                        slots.withLock { slots in
                            slots.first = value
                            return slots.second.map { (value, $0) }
                        })
                }, rejected: future.reject)
            second.observe(
                on: ImmediateQueue(),
                fulfilled: { value in
                    combineIfBoth(
                        slots.withLock { slots in
                            slots.second = value
                            return slots.first.map { ($0, value) }
                        })
                }, rejected: future.reject)
        }
    }
}
