import Dispatch
import PromiseLaws
import Synchronization

/// A lawful control that is eager and asynchronous: a class whose state a `Mutex` guards and
/// whose callbacks always run later, on its own queue.
final class QueueFuture: Sendable {
    typealias Callback = @Sendable (Result<Int, LawError>) -> Void
    private enum State {
        case pending([Callback])
        case resolved(Result<Int, LawError>)
    }

    private let state = Mutex(State.pending([]))
    private static let queue = DispatchQueue(label: "control.queue")

    func resolve(_ result: Result<Int, LawError>) {
        let callbacks = state.withLock { state -> [Callback] in
            guard case .pending(let callbacks) = state else { return [] }
            state = .resolved(result)
            return callbacks
        }
        for callback in callbacks { Self.queue.async { callback(result) } }
    }

    func observe(_ callback: @escaping Callback) {
        let resolved = state.withLock { state -> Result<Int, LawError>? in
            switch state {
            case .pending(let callbacks):
                state = .pending(callbacks + [callback])
                return nil
            case .resolved(let result):
                return result
            }
        }
        if let resolved { Self.queue.async { callback(resolved) } }
    }
}

struct QueueDesign: RecoveringDesign, BifunctorDesign {
    let name = "an eager promise on a queue (control)"

    func make(_ source: PromiseSource) -> QueueFuture {
        let future = QueueFuture()
        source.start { future.resolve($0) }
        return future
    }
    func observe(_ promise: QueueFuture, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func pure(_ value: Int) -> QueueFuture { settled(.success(value)) }
    func fail(_ error: LawError) -> QueueFuture { settled(.failure(error)) }
    func map(_ promise: QueueFuture, _ transform: @escaping @Sendable (Int) -> Int) -> QueueFuture {
        bimap(promise, value: transform, error: { $0 })
    }
    func bimap(
        _ promise: QueueFuture, value: @escaping @Sendable (Int) -> Int,
        error: @escaping @Sendable (LawError) -> LawError
    ) -> QueueFuture {
        let next = QueueFuture()
        promise.observe { next.resolve($0.map(value).mapError(error)) }
        return next
    }
    func flatMap(_ promise: QueueFuture, _ transform: @escaping @Sendable (Int) -> QueueFuture) -> QueueFuture {
        let next = QueueFuture()
        promise.observe { result in
            switch result {
            case .success(let value): transform(value).observe { next.resolve($0) }
            case .failure: next.resolve(result)
            }
        }
        return next
    }
    func recover(_ promise: QueueFuture, _ transform: @escaping @Sendable (LawError) -> QueueFuture) -> QueueFuture {
        let next = QueueFuture()
        promise.observe { result in
            switch result {
            case .success: next.resolve(result)
            case .failure(let error): transform(error).observe { next.resolve($0) }
            }
        }
        return next
    }

    private func settled(_ result: Result<Int, LawError>) -> QueueFuture {
        let future = QueueFuture()
        future.resolve(result)
        return future
    }
}
