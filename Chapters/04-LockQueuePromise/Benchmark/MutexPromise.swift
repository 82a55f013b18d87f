import LockQueuePromise
import Synchronization

/// The chapter's promise with one change, for the measurement: a `Mutex` guards the state
/// instead of a private serial queue. Everything else the benchmark uses (the states, the
/// callbacks, the transition, `map` and `then`) is the same code as in LockQueuePromise.
///
/// - Note: Honestly `Sendable`, with no `@unchecked`: the only mutable state lives inside the
///   `Mutex`, and the compiler checks every access goes through `withLock`.
final class MutexPromise<T: Sendable, E: Error>: Sendable {
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

    convenience init(value: T) {
        self.init(state: .fulfilled(value: value))
    }

    convenience init(on queue: any Queue, _ work: @escaping @Sendable (Future<T, E>) -> Void) {
        self.init(state: .pending(callbacks: []))
        let future = Future<T, E>(fulfill: { self.settle(.success($0)) }, reject: { self.settle(.failure($0)) })
        queue.execute { work(future) }
    }

    static func pending() -> (promise: MutexPromise<T, E>, future: Future<T, E>) {
        let promise = MutexPromise(state: .pending(callbacks: []))
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

    func observe(
        on queue: any Queue, fulfilled: @escaping @Sendable (T) -> Void, rejected: @escaping @Sendable (E) -> Void
    ) {
        addCallback(Callback(queue: queue, fulfilled: fulfilled, rejected: rejected))
    }

    func map<NewValue: Sendable, NewError: Error>(
        on queue: any Queue,
        _ mapValue: @escaping @Sendable (T) throws(NewError) -> MutexPromise<NewValue, NewError>,
        _ mapError: @escaping @Sendable (E) -> NewError
    ) -> MutexPromise<NewValue, NewError> {
        MutexPromise<NewValue, NewError>(on: ImmediateQueue()) { future in
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

    @discardableResult
    func then<NewValue: Sendable>(on queue: any Queue, _ transform: @escaping @Sendable (T) throws(E) -> NewValue)
        -> MutexPromise<NewValue, E>
    {
        map(
            on: queue, { value throws(E) in MutexPromise<NewValue, E>(value: try transform(value)) }, { error in error }
        )
    }
}
