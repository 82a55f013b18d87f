import LockQueuePromise

extension Solution {
    /// Exercise 4.0, solved: a pending promise that cannot fail, and an observer of this one
    /// that fulfils it either way: with the value, or with `value` for any error.
    public static func replaceError<T, E>(
        _ promise: Promise<T, E>, on queue: any Queue, with value: T
    ) -> Promise<T, Never> {
        let (replaced, future) = Promise<T, Never>.pending()
        promise.observe(on: queue, fulfilled: future.fulfill, rejected: { _ in future.fulfill(value) })
        return replaced
    }
}
