import Foundation

/// Stands for your own promise type: a small eager promise whose state an `NSLock` guards. Copy
/// `CallbackPromiseDesign` beside your type and change what its comments say to change.
///
/// An `NSLock`, not `Synchronization.Mutex`: on Linux the thread sanitizer sees a pthread mutex,
/// which `NSLock` is, hand over, and reports races a `Mutex`'s hand-over does not have.
// @unchecked Sendable: `state` is the only mutable storage, read and written only with `lock` held.
public final class CallbackPromise<Value: Sendable>: @unchecked Sendable {
    private enum State {
        case pending([@Sendable (Result<Value, any Error>) -> Void])
        case settled(Result<Value, any Error>)
    }

    private let lock = NSLock()
    private var state = State.pending([])

    public init() {}

    /// Settles the promise, the first time only, and calls the observers that were waiting, in
    /// the order they came, on this thread, once the lock is given back.
    public func settle(_ result: Result<Value, any Error>) {
        lock.lock()
        guard case .pending(let waiting) = state else { return lock.unlock() }
        state = .settled(result)
        lock.unlock()
        for observer in waiting { observer(result) }
    }

    /// Calls `observer` with the outcome: at once if there is one, else when it comes.
    public func observe(_ observer: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        lock.lock()
        switch state {
        case .pending(let observers):
            state = .pending(observers + [observer])
            lock.unlock()
        case .settled(let result):
            lock.unlock()
            observer(result)
        }
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
