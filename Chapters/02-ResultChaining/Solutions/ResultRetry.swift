import ResultPromise

extension Solution {
    /// Exercise 2.3, solved: a promise that runs this one and, on a failure, runs the promise
    /// with one retry fewer. Nothing is counted outside the operation, so each run of the
    /// result has every retry again.
    public static func retry<T, E>(_ promise: Promise<T, E>, times: Int) -> Promise<T, E> {
        guard times > 0 else { return promise }
        return Promise { completion in
            promise.run { result in
                switch result {
                case .success: completion(result)
                case .failure: retry(promise, times: times - 1).run(completion)
                }
            }
        }
    }
}
