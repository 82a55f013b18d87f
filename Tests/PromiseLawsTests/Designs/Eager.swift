import Dispatch
import PromiseLaws

/// A lawful control that is eager and calls back on a queue: a class whose state one lock
/// guards, whose callbacks run later on ``LawQueue/callbacks``, in the order they came.
/// A ``Flaw`` changes one line of it, for the broken designs.
final class EagerFuture: Sendable {
    typealias Callback = @Sendable (Result<Int, LawError>) -> Void

    /// One line changed, as a learner might change it.
    enum Flaw: Sendable {
        /// The first resolution does not win: a second one replaces it and is delivered again.
        case resolvesAgain
        /// Waiting observers are called last-registered first.
        case reversesObservers
        /// An observer added after resolution is never called.
        case losesLateObservers
        /// `resolve` takes the waiting observers and calls them before it stores the result:
        /// an observer that arrives meanwhile, from another thread, waits forever.
        case storesAfterNotifying
        /// Callbacks run on whatever thread resolves, not on the queue the design promises.
        case callsBackOffQueue
        /// An observer added once the result is there is called at once, on the thread that adds
        /// it, even while the observers before it are still being called.
        case latecomerCutsIn
    }

    private struct State {
        var result: Result<Int, LawError>?
        var callbacks: [Callback] = []
    }

    private let state = Guarded(State())
    private let flaw: Flaw?

    init(flaw: Flaw?) {
        self.flaw = flaw
    }

    func resolve(_ result: Result<Int, LawError>) {
        if flaw == .storesAfterNotifying {
            let waiting = state.withLock { state -> [Callback] in
                guard state.result == nil else { return [] }
                defer { state.callbacks = [] }
                return state.callbacks
            }
            for callback in waiting { call(callback, with: result) }
            // The gap: an observer that comes now sees no result and is added to a list no one reads.
            return state.withLock { $0.result = $0.result ?? result }
        }
        let waiting = state.withLock { state -> [Callback] in
            guard state.result == nil || flaw == .resolvesAgain else { return [] }
            state.result = result
            defer { if flaw != .resolvesAgain { state.callbacks = [] } }
            return flaw == .reversesObservers ? state.callbacks.reversed() : state.callbacks
        }
        // One block for all of them, so that an observer one of them adds is queued after the rest.
        call(waiting, with: result)
    }

    func observe(_ callback: @escaping Callback) {
        let result = state.withLock { state -> Result<Int, LawError>? in
            if state.result == nil || flaw == .resolvesAgain { state.callbacks.append(callback) }
            return state.result
        }
        if let result, flaw == .latecomerCutsIn { return callback(result) }
        if let result, flaw != .losesLateObservers { call(callback, with: result) }
    }

    private func call(_ callback: @escaping Callback, with result: Result<Int, LawError>) {
        call([callback], with: result)
    }

    private func call(_ callbacks: [Callback], with result: Result<Int, LawError>) {
        if flaw == .callsBackOffQueue {
            for callback in callbacks { callback(result) }
            return
        }
        LawQueue.callbacks.dispatchQueue.async {
            for callback in callbacks { callback(result) }
        }
    }
}

/// The eager control plugged into the harness, with a ``EagerFuture/Flaw`` or without.
struct EagerDesign: RecoveringDesign, BifunctorDesign, ResolvableDesign, QueueDesign {
    var name = "an eager promise on a queue (control)"
    var flaw: EagerFuture.Flaw?
    /// A broken `bimap`, for the bifunctor's broken design.
    var bimap:
        (
            @Sendable (
                EagerFuture, @escaping @Sendable (Int) -> EagerFuture, @escaping @Sendable (LawError) -> LawError
            ) -> EagerFuture
        )?

    var callbackQueue: LawQueue? { .callbacks }

    func future() -> EagerFuture { EagerFuture(flaw: flaw) }

    func make(_ source: PromiseSource) -> EagerFuture {
        let promise = future()
        source.start { promise.resolve($0) }
        return promise
    }
    func observe(_ promise: EagerFuture, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func pure(_ value: Int) -> EagerFuture { settled(.success(value)) }
    func fail(_ error: LawError) -> EagerFuture { settled(.failure(error)) }
    func pending() -> (promise: EagerFuture, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = future()
        return (promise, { promise.resolve($0) })
    }
    func map(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> Int) -> EagerFuture {
        let next = future()
        promise.observe { next.resolve($0.map(transform)) }
        return next
    }
    func bimap(
        _ promise: EagerFuture, value: @escaping @Sendable (Int) -> EagerFuture,
        error: @escaping @Sendable (LawError) -> LawError
    ) -> EagerFuture {
        if let bimap { return bimap(promise, value, error) }
        let next = future()
        promise.observe { result in
            switch result {
            case .success(let x): value(x).observe { next.resolve($0) }
            case .failure(let e): next.resolve(.failure(error(e)))
            }
        }
        return next
    }
    func flatMap(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> EagerFuture) -> EagerFuture {
        let next = future()
        promise.observe { result in
            switch result {
            case .success(let value): transform(value).observe { next.resolve($0) }
            case .failure: next.resolve(result)
            }
        }
        return next
    }
    func recover(_ promise: EagerFuture, _ transform: @escaping @Sendable (LawError) -> EagerFuture) -> EagerFuture {
        let next = future()
        promise.observe { result in
            switch result {
            case .success: next.resolve(result)
            case .failure(let error): transform(error).observe { next.resolve($0) }
            }
        }
        return next
    }

    private func settled(_ result: Result<Int, LawError>) -> EagerFuture {
        let promise = future()
        promise.resolve(result)
        return promise
    }
}
