import LockQueuePromise
import Synchronization

/// A row of the benchmark: chapter 4's promise as its post built it, with a `Mutex` around its
/// state instead of the post's private serial queue, and nothing more (no outbox, no
/// trampoline). The states, the callbacks, the transition and `map` are chapter 4's; `then` is
/// the post's, `map` with a settled promise of the new value.
///
/// ```swift
/// let (promise, future) = Promise<Int, Never>.pending()
/// promise.then(on: ImmediateQueue()) { $0 + 1 }.observe(on: ImmediateQueue(), fulfilled: { print($0) }, rejected: { _ in })
/// future.fulfill(41)  // prints 42
/// ```
///
/// - Note: Honestly `Sendable`, with no `@unchecked`: the only mutable state lives inside the
///   `Mutex`, and the compiler checks every access goes through `withLock`. Without a trampoline,
///   settling a long chain of immediate steps nests one call per link, so its depth is bounded by
///   the stack (Book/07-costs.md measures where).
public final class Promise<T: Sendable, E: Error>: Sendable {
    private enum State {
        case pending(callbacks: [Callback])
        case fulfilled(value: T)
        case rejected(error: E)
    }

    private struct Callback: Sendable {
        let queue: any Queue
        let fulfilled: @Sendable (T) -> Void
        let rejected: @Sendable (E) -> Void

        func call(with result: Result<T, E>) {
            switch result {
            case .success(let value): queue.execute { fulfilled(value) }
            case .failure(let error): queue.execute { rejected(error) }
            }
        }
    }

    private let state: Mutex<State>

    private init(state: State) {
        self.state = Mutex(state)
    }

    /// A promise already fulfilled with `value`.
    public convenience init(value: T) {
        self.init(state: .fulfilled(value: value))
    }

    /// A pending promise whose `work` runs on `queue` and settles it through the future.
    public convenience init(on queue: any Queue, _ work: @escaping @Sendable (Future<T, E>) -> Void) {
        self.init(state: .pending(callbacks: []))
        let future = Future<T, E>(fulfill: { self.settle(.success($0)) }, reject: { self.settle(.failure($0)) })
        queue.execute { work(future) }
    }

    /// A pending promise, and the future that settles it.
    public static func pending() -> (promise: Promise<T, E>, future: Future<T, E>) {
        let promise = Promise(state: .pending(callbacks: []))
        return (promise, Future(fulfill: { promise.settle(.success($0)) }, reject: { promise.settle(.failure($0)) }))
    }

    // ANCHOR: mutex-settle
    private func settle(_ result: Result<T, E>) {
        let waiting: [Callback] = state.withLock { state in
            guard case .pending(let callbacks) = state else { return [] }
            switch result {
            case .success(let value): state = .fulfilled(value: value)
            case .failure(let error): state = .rejected(error: error)
            }
            return callbacks
        }
        for callback in waiting { callback.call(with: result) }
    }
    // ANCHOR_END: mutex-settle

    private func addCallback(_ callback: Callback) {
        let outcome: Result<T, E>? = state.withLock { state in
            switch state {
            case .pending(var callbacks):
                state = .pending(callbacks: [])
                callbacks.append(callback)
                state = .pending(callbacks: callbacks)
                return nil
            case .fulfilled(let value): return .success(value)
            case .rejected(let error): return .failure(error)
            }
        }
        if let outcome { callback.call(with: outcome) }
    }

    /// Calls `fulfilled` or `rejected` on `queue` once the promise settles.
    public func observe(
        on queue: any Queue, fulfilled: @escaping @Sendable (T) -> Void, rejected: @escaping @Sendable (E) -> Void
    ) {
        addCallback(Callback(queue: queue, fulfilled: fulfilled, rejected: rejected))
    }

    /// The promise `mapValue` returns for the value, or `mapError`'s error (chapter 4's `map`).
    public func map<NewValue: Sendable, NewError: Error>(
        on queue: any Queue,
        _ mapValue: @escaping @Sendable (T) throws(NewError) -> Promise<NewValue, NewError>,
        _ mapError: @escaping @Sendable (E) -> NewError
    ) -> Promise<NewValue, NewError> {
        Promise<NewValue, NewError>(on: ImmediateQueue()) { future in
            self.observe(
                on: queue,
                fulfilled: { value in
                    do throws(NewError) {
                        try mapValue(value).observe(
                            on: ImmediateQueue(), fulfilled: future.fulfill, rejected: future.reject)
                    } catch {
                        future.reject(error)
                    }
                },
                rejected: { error in future.reject(mapError(error)) })
        }
    }

    /// The promise of `transform`'s result (the post's `then`: `map` with a settled promise).
    @discardableResult
    public func then<NewValue: Sendable>(
        on queue: any Queue, _ transform: @escaping @Sendable (T) throws(E) -> NewValue
    )
        -> Promise<NewValue, E>
    {
        map(
            on: queue, { value throws(E) in Promise<NewValue, E>(value: try transform(value)) }, { error in error }
        )
    }
}
