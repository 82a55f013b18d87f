import Locking
import ObserverFuture

extension Solution {
    /// Exercise 3.2, solved: observe both at once. Each value is kept under a lock, and
    /// whichever arrives second, seeing the other there, fulfils the pair; either rejection
    /// rejects it at once, and the pair's first resolution wins.
    public static func zipFailingFast<T, U>(_ first: Promise<T>, _ second: Promise<U>) -> Promise<(T, U)> {
        let pair = Promise<(T, U)>()
        let values = Locked<(first: T?, second: U?)>((nil, nil))
        first.observe { result in
            switch result {
            case .success(let value):
                let other = values.withLock { values in
                    values.first = value
                    return values.second
                }
                if let other { pair.resolve(value: (value, other)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        second.observe { result in
            switch result {
            case .success(let value):
                let other = values.withLock { values in
                    values.second = value
                    return values.first
                }
                if let other { pair.resolve(value: (other, value)) }
            case .failure(let error):
                pair.reject(error: error)
            }
        }
        return pair
    }
}
