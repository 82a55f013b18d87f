import Locking
import ObserverFuture

extension Solution {
    /// Exercise 3.1, solved: a slot per promise and a count of those still missing, under one
    /// lock; the value that fills the last slot fulfils the result, and the first rejection
    /// rejects it, the promise's first-resolution-wins rule dropping whatever comes after.
    public static func all<T>(_ promises: [Promise<T>]) -> Promise<[T]> {
        let all = Promise<[T]>()
        if promises.isEmpty { all.resolve(value: []) }
        let slots = Locked((values: [T?](repeating: nil, count: promises.count), missing: promises.count))
        for (index, promise) in promises.enumerated() {
            promise.observe { result in
                switch result {
                case .success(let value):
                    let complete = slots.withLock { slots -> [T]? in
                        slots.values[index] = value
                        slots.missing -= 1
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
