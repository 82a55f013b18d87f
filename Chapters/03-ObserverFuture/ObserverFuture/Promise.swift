/// An eager promise: a box that a producer resolves once, and that any number of observers
/// watch. The work behind it is already running when you hold it.
///
/// ```swift
/// let promise = Promise<Int>()
/// promise.observe { print($0) }      // waits
/// promise.resolve(value: 42)         // prints success(42)
/// promise.reject(error: Oops())      // ignored: the first resolution wins
/// promise.observe { print($0) }      // prints success(42) at once, before observe returns
/// ```
///
/// - Note: One lock guards the result and the observers together, and no observer ever
///   runs while it is held. An observer added after resolution is called at once, on the
///   caller's thread; one added before is called on the thread that resolves.
// ANCHOR: promise
public final class Promise<T: Sendable>: Sendable {
    /// What an observer is handed, once: the value, or the error.
    public typealias Observer = @Sendable (Result<T, any Error>) -> Void

    /// Pending: no result, observers waiting. Resolved: a result, forever, and no one waiting.
    private struct State {
        var result: Result<T, any Error>?
        var observers: [Observer] = []
    }

    private let state = Locked(State())

    /// A pending promise, for a producer to resolve or reject.
    public init() {}
    // ANCHOR_END: promise

    // ANCHOR: observe
    /// Calls `observer` with the result once there is one: later if the promise is pending,
    /// at once (on this thread, before returning) if it is already resolved.
    public func observe(_ observer: @escaping Observer) {
        let result = state.withLock { state in
            // Appending in place: one observer costs the same however many are waiting.
            if state.result == nil { state.observers.append(observer) }
            return state.result
        }
        if let result { observer(result) }
    }
    // ANCHOR_END: observe

    // ANCHOR: resolve
    /// Fulfils the promise with `value`, unless it is already resolved.
    public func resolve(value: T) { resolve(.success(value)) }

    /// Rejects the promise with `error`, unless it is already resolved.
    public func reject(error: any Error) { resolve(.failure(error)) }

    /// Settles the promise with `result`; the first resolution wins and later ones change nothing.
    public func resolve(_ result: Result<T, any Error>) {
        let waiting = state.withLock { state -> [Observer] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.observers = [] }  // delivered once, then released
            return state.observers
        }
        // Outside the lock: an observer may observe or resolve this promise again without deadlock.
        for observer in waiting { observer(result) }
    }
    // ANCHOR_END: resolve
}

extension Promise {
    // ANCHOR: value
    /// A promise already fulfilled with `value`: the monad's `pure`.
    public convenience init(value: T) {
        self.init()
        resolve(value: value)
    }

    /// A promise already rejected with `error`.
    public convenience init(error: any Error) {
        self.init()
        reject(error: error)
    }
    // ANCHOR_END: value
}
