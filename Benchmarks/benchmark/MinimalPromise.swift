import Synchronization

/// The floor of an eager promise, and the benchmark's baseline (1×): one `Mutex` over a pending
/// list of observers or a value, and nothing else. No error channel, no queue, no stack safety.
///
/// ```swift
/// let promise = Promise<Int>()
/// promise.map { $0 + 1 }.observe { print($0) }
/// promise.resolve(41)   // prints 42, on this thread, before resolve returns
/// ```
///
/// - Note: Every chapter's eager promise does at least this: take a lock to add an observer or
///   to settle, allocate the observer and the next promise, call the observers outside the
///   lock. What a design does beyond it (an error channel, a queue, a trampoline that keeps a
///   long chain off the stack, order kept under races) is what its ratio to this one costs.
///   The benchmark compiles this file twice: as its own module, like every chapter, and inside
///   the benchmark itself, where the optimiser can specialise it for `Int`.
public final class Promise<T: Sendable>: Sendable {
    /// What waits for the value.
    public typealias Observer = @Sendable (T) -> Void

    private enum State {
        case pending([Observer])
        case resolved(T)
    }

    private let state: Mutex<State>

    /// A pending promise.
    public init() {
        state = Mutex(.pending([]))
    }

    /// A promise already resolved with `value`.
    public init(value: T) {
        state = Mutex(.resolved(value))
    }

    /// Calls `observer` with the value: later, on the resolving thread, or now if there is one.
    public func observe(_ observer: @escaping Observer) {
        let value: T? = state.withLock { state in
            guard case .pending(var observers) = state else {
                guard case .resolved(let value) = state else { return nil }
                return value
            }
            state = .pending([])  // so `observers` is the array's only owner: append in place
            observers.append(observer)
            state = .pending(observers)
            return nil
        }
        if let value { observer(value) }
    }

    /// Resolves the promise with `value` and calls its observers; only the first call counts.
    public func resolve(_ value: T) {
        let observers: [Observer] = state.withLock { state in
            guard case .pending(let observers) = state else { return [] }
            state = .resolved(value)
            return observers
        }
        for observer in observers { observer(value) }
    }

    /// A promise of `transform`'s result: one new promise, one observer.
    public func map<U: Sendable>(_ transform: @escaping @Sendable (T) -> U) -> Promise<U> {
        let next = Promise<U>()
        observe { next.resolve(transform($0)) }
        return next
    }

    /// A promise that settles as the one `transform` makes: one new promise, observing the inner one.
    public func flatMap<U: Sendable>(_ transform: @escaping @Sendable (T) -> Promise<U>) -> Promise<U> {
        let next = Promise<U>()
        observe { transform($0).observe(next.resolve) }
        return next
    }
}
