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
///   runs while it is held. Observers are called in the order they came: those waiting, by
///   the thread that resolves; one that comes later, at once, on its own thread, unless the
///   resolving thread is still handing the result out, in which case it joins the end of
///   that line. Calls made from inside an observer wait for it to return (``Trampoline``), so
///   a chain of a million synchronous steps never runs a million frames deep.
// ANCHOR: promise
public final class Promise<T: Sendable>: Sendable {
    /// What an observer is handed, once: the value, or the error.
    public typealias Observer = @Sendable (Result<T, any Error>) -> Void

    /// Pending: no result, observers waiting. Resolved: a result, forever; `observers` holds
    /// only those not yet handed it, while `handingOut` is true.
    private struct State {
        var result: Result<T, any Error>?
        var observers: [Observer] = []
        var handingOut = false
    }

    private let state = Locked(State())

    /// A pending promise, for a producer to resolve or reject.
    public init() {}
    // ANCHOR_END: promise

    /// Releases the observers that never heard back one at a time, not one inside another:
    /// each holds the next promise of a chain, whose release would release the next.
    deinit {
        Trampoline.release {
            state.withLock { state in
                defer { state.observers = [] }
                return state.observers
            }
        }
    }

    // ANCHOR: observe
    /// Calls `observer` with the result once there is one: later if the promise is pending,
    /// at once (on this thread, before returning) if it is already resolved, unless earlier
    /// observers are still being handed the result, or this is called from inside another
    /// observer; then as soon as they are done.
    public func observe(_ observer: @escaping Observer) {
        let result = state.withLock { state -> Result<T, any Error>? in
            // Appending in place: one observer costs the same however many are waiting.
            if state.result == nil || state.handingOut {
                state.observers.append(observer)
                return nil
            }
            return state.result
        }
        if let result { Trampoline.run { observer(result) } }
    }
    // ANCHOR_END: observe

    // ANCHOR: resolve
    /// Fulfils the promise with `value`, unless it is already resolved.
    public func resolve(value: T) { resolve(.success(value)) }

    /// Rejects the promise with `error`, unless it is already resolved.
    public func reject(error: any Error) { resolve(.failure(error)) }

    /// Settles the promise with `result`; the first resolution wins and later ones change nothing.
    public func resolve(_ result: Result<T, any Error>) {
        let first = state.withLock { state -> Bool in
            guard state.result == nil else { return false }
            state.result = result
            state.handingOut = true
            return true
        }
        if first { Trampoline.run { self.handOut(result) } }
    }

    /// Hands the result to every waiting observer, in order, outside the lock: an observer may
    /// observe or resolve this promise again without deadlock. One that arrives meanwhile
    /// joins the end of the line, so nobody overtakes anybody.
    private func handOut(_ result: Result<T, any Error>) {
        while true {
            let next = state.withLock { state -> [Observer] in
                if state.observers.isEmpty { state.handingOut = false }
                defer { state.observers = [] }  // delivered once, then released
                return state.observers
            }
            if next.isEmpty { return }
            for observer in next { observer(result) }
        }
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
