import LockQueuePromise

extension Solution {
    /// Exercise 4.1, solved: `map` with the roles swapped. A value is forwarded as it is; an
    /// error is handed to `body` on `queue`, and the promise it makes is forwarded in turn.
    public static func recover<T, E>(
        _ promise: Promise<T, E>, on queue: any Queue, _ body: @escaping @Sendable (E) -> Promise<T, E>
    ) -> Promise<T, E> {
        Promise(on: ImmediateQueue()) { future in
            promise.observe(
                on: queue, fulfilled: future.fulfill,
                rejected: { error in
                    // No queue of its own: the next promise's observers hop to theirs.
                    body(error).observe(on: ImmediateQueue(), fulfilled: future.fulfill, rejected: future.reject)
                })
        }
    }
}
