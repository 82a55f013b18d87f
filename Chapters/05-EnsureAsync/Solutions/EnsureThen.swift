import EnsureAsync
import LockQueuePromise

extension Solution {
    /// Exercise 5.3, solved: chapter 4's `catch` turns the cleanup's `Never` into this
    /// promise's error type, and `ensureAsync` does the rest. Rows two and four of its table,
    /// where the body fails, cannot happen.
    public static func ensureThen<T, E>(
        _ promise: Promise<T, E>, on queue: any Queue, _ body: @escaping @Sendable () -> Promise<Void, Never>
    ) -> Promise<T, E> {
        promise.ensureAsync(on: queue) { body().catch(on: ImmediateQueue(), asError) }
    }

    /// Any error type you like, from an error that cannot exist: `Never` has no values, so
    /// this is never called, and needs no body. It only gives `catch` its new type.
    @Sendable private static func asError<E: Error>(_ never: Never) -> E {}
}
