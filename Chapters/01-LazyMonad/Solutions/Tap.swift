import LazyPromise

extension Solution {
    /// Exercise 1.0, solved: a `then` whose transform calls `body` and hands the value back
    /// unchanged. Being a `then`, it runs only when the chain is executed, and on every execution.
    public static func tap<T>(_ promise: Promise<T>, _ body: @escaping @Sendable (T) -> Void) -> Promise<T> {
        promise.then { value in
            body(value)
            return value
        }
    }
}
