import Synchronization

/// Stands for your own promise type: a small eager promise whose state a `Mutex` guards. Copy
/// `CallbackPromiseDesign` beside your type and change what its comments say to change.
public final class CallbackPromise<Value: Sendable>: Sendable {
    private enum State {
        case pending([@Sendable (Result<Value, any Error>) -> Void])
        case settled(Result<Value, any Error>)
    }

    private let state = Mutex(State.pending([]))

    public init() {}

    /// Settles the promise, the first time only, and calls the observers that were waiting, in
    /// the order they came, on this thread, once the lock is given back.
    public func settle(_ result: Result<Value, any Error>) {
        let waiting = state.withLock { state -> [@Sendable (Result<Value, any Error>) -> Void] in
            guard case .pending(let observers) = state else { return [] }
            state = .settled(result)
            return observers
        }
        for observer in waiting { observer(result) }
    }

    /// Calls `observer` with the outcome: at once if there is one, else when it comes.
    public func observe(_ observer: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        let settled = state.withLock { state -> Result<Value, any Error>? in
            switch state {
            case .pending(let observers):
                state = .pending(observers + [observer])
                return nil
            case .settled(let result):
                return result
            }
        }
        if let settled { observer(settled) }
    }

    /// A promise of `transform(result)`: it settles when `transform`'s promise does.
    public func then<Next: Sendable>(
        _ transform: @escaping @Sendable (Result<Value, any Error>) -> CallbackPromise<Next>
    ) -> CallbackPromise<Next> {
        let next = CallbackPromise<Next>()
        observe { result in transform(result).observe(next.settle) }
        return next
    }
}
