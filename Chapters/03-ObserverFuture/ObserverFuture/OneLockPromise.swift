import Locking

/// The post's promise made safe, and nothing more: a result and an array of observers behind one
/// lock, the first result wins, and observers are called outside the lock. The chapter's
/// `Promise` starts here; the laws it fails are the reasons for what `Promise` adds.
///
/// ```swift
/// let promise = OneLockPromise<Int>()
/// promise.observe { print($0) }      // waits
/// promise.resolve(value: 42)         // prints success(42)
/// promise.reject(error: Oops())      // ignored: the first result wins
/// promise.observe { print($0) }      // prints success(42) before observe returns
/// ```
// ANCHOR: one-lock-promise
public final class OneLockPromise<T: Sendable>: Sendable {
    public typealias Observer = @Sendable (Result<T, any Error>) -> Void

    /// Pending: the observers waiting. Settled: the result, for ever.
    private enum State {
        case pending(observers: [Observer])
        case settled(result: Result<T, any Error>)
    }

    private let state = Locked(State.pending(observers: []))

    public init() {}
    // ANCHOR_END: one-lock-promise

    // ANCHOR: one-lock-observe
    /// Calls `observer` with the result: later, or now if there is one.
    public func observe(_ observer: @escaping Observer) {
        let result: Result<T, any Error>? = state.withLock { state in
            switch state {
            case .pending(let observers):
                state = .pending(observers: observers + [observer])
                return nil
            case .settled(let result):
                return result
            }
        }
        // Outside the lock: an observer may observe or settle this promise again.
        if let result { observer(result) }
    }
    // ANCHOR_END: one-lock-observe

    // ANCHOR: one-lock-resolve
    public func resolve(value: T) { resolve(.success(value)) }
    public func reject(error: any Error) { resolve(.failure(error)) }

    /// Settles the promise, unless it is settled already, and calls the observers waiting.
    public func resolve(_ result: Result<T, any Error>) {
        let waiting: [Observer] = state.withLock { state in
            guard case .pending(let observers) = state else { return [] }
            state = .settled(result: result)
            return observers
        }
        for observer in waiting { observer(result) }
    }
    // ANCHOR_END: one-lock-resolve

    // ANCHOR: one-lock-then
    /// Continues with the promise `next` makes from the value; a rejection skips `next`.
    public func then<U>(_ next: @escaping @Sendable (T) -> OneLockPromise<U>) -> OneLockPromise<U> {
        let chained = OneLockPromise<U>()
        observe { result in
            switch result {
            case .success(let value): next(value).observe(chained.resolve)
            case .failure(let error): chained.reject(error: error)
            }
        }
        return chained
    }
    // ANCHOR_END: one-lock-then
}
