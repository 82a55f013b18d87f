import Dispatch
import LockQueuePromise
// The project's one lock: its schedule points let a law race threads on purpose.
import Locking

extension Promise {
    /// Runs `body` when this promise settles, either way, and waits for the promise `body`
    /// returns before passing the outcome on: cleanup that is itself asynchronous.
    ///
    /// ```swift
    /// presentForm().ensureAsync { dismissForm() }    // settles once the form is gone
    /// ```
    ///
    /// What the chain delivers, and how often `body` runs:
    ///
    /// | this promise | body's promise | the chain delivers            | body runs |
    /// | ------------ | -------------- | ----------------------------- | --------- |
    /// | fulfils `v`  | fulfils        | `v`                           | once      |
    /// | fulfils `v`  | rejects `e2`   | `e2`: the cleanup failed      | once      |
    /// | rejects `e`  | fulfils        | `e`                           | once      |
    /// | rejects `e`  | rejects `e2`   | `e2`: the later failure wins  | once      |
    ///
    /// - Parameters:
    ///   - queue: where `body` is called.
    ///   - body: the cleanup; any promise with the same error type, its value ignored.
    /// - Returns: a promise of this promise's value, settled after `body`'s promise has settled.
    /// - Note: Built from `flatMap` (PromiseKit's `then`) and `recover` alone, as the post built
    ///   it from PromiseKit's. Those two are not exclusive: when `body` fails on the `then` path, its failure reaches
    ///   `recover` too. The once-flag stops `recover` from running `body` a second time.
    // ANCHOR: ensure-async
    @discardableResult
    public func ensureAsync<Ignored: Sendable>(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        _ body: @escaping @Sendable () -> Promise<Ignored, E>
    ) -> Promise<T, E> {
        let bodyStarted = Once()
        return flatMap(on: queue) { value in
            bodyStarted.claim()
            return body().passing(.success(value))
        }
        .recover(on: queue) { error in
            // A failure from `body` itself arrives here too, with the flag already taken.
            guard bodyStarted.claim() else { return Promise(error: error) }
            return body().passing(.failure(error))
        }
    }
    // ANCHOR_END: ensure-async

    // ANCHOR: passing
    /// Waits for this promise, then passes `outcome` on in place of its value; a failure of
    /// this promise passes through instead. One promise, where `flatMap { _ in Promise(value:) }`
    /// makes two.
    func passing<Value: Sendable>(_ outcome: Result<Value, E>) -> Promise<Value, E> {
        let (next, future) = Promise<Value, E>.pending()
        forward(to: Future(fulfill: { _ in future.resolve(outcome) }, reject: future.reject))
        return next
    }
    // ANCHOR_END: passing
}

// ANCHOR: once
/// A flag that can be taken once, from any thread: the post's `BoolBox`, behind a lock.
final class Once: Sendable {
    private let taken = Locked(false)

    /// Takes the flag: `true` for the first caller only.
    @discardableResult
    func claim() -> Bool {
        // Check and set in one locked block: read in one and written in another, two callers
        // could both read `false` between them, and both run the body.
        taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
    }
}
// ANCHOR_END: once
