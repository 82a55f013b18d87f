import ObserverFuture

extension Solution {
    /// Exercise 3.4, solved: every promise tries to settle one result, and the promise's own
    /// rule, the first resolution wins, does the rest.
    public static func race<T>(_ promises: [Promise<T>]) -> Promise<T> {
        let winner = Promise<T>()
        for promise in promises {
            promise.observe { winner.resolve($0) }
        }
        return winner
    }
}
