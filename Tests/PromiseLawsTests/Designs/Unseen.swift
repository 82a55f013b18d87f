import Dispatch
import Foundation
import PromiseLaws

/// A promise whose state sits behind a lock the schedules cannot step into, an `NSLock` or a
/// serial queue's `sync`, and whose `resolve` asks "settled yet?" in one block and settles in
/// another: the check-then-act split that two producers at once get through together. No
/// schedule can put a thread between the two blocks, so the racing laws cannot race it; they
/// say so instead of passing.
final class UnseenLockPromise: @unchecked Sendable {
    // @unchecked Sendable: `result` and `observers` are read and written only inside `guarded`.
    typealias Observer = @Sendable (Result<Int, LawError>) -> Void

    private let lock: NSLock?
    private let queue: DispatchQueue?
    private var result: Result<Int, LawError>?
    private var observers: [Observer] = []

    init(onAQueue: Bool) {
        lock = onAQueue ? nil : NSLock()
        queue = onAQueue ? DispatchQueue(label: "unseen") : nil
    }

    private func guarded<Value>(_ body: () -> Value) -> Value {
        if let queue { return queue.sync(execute: body) }
        lock?.lock()
        defer { lock?.unlock() }
        return body()
    }

    func observe(_ observer: @escaping Observer) {
        let result = guarded { () -> Result<Int, LawError>? in
            if self.result == nil { observers.append(observer) }
            return self.result
        }
        if let result { observer(result) }
    }

    func resolve(_ outcome: Result<Int, LawError>) {
        guard guarded({ result == nil }) else { return }
        // The gap: another producer can ask now, and hear "not settled" too.
        let waiting = guarded { () -> [Observer] in
            result = outcome
            defer { observers = [] }
            return observers
        }
        for observer in waiting { observer(outcome) }
    }
}

/// The unseen-lock promise plugged into the harness.
struct UnseenLockDesign: ResolvableDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    var guarantees: Guarantees { .chapters }
    let name: String
    let onAQueue: Bool
    /// True, as a learner's answer would wrongly say; false, as a library's adapter says of its
    /// own locks.
    var schedulesCanEnter = true

    func make(_ source: PromiseSource) -> UnseenLockPromise {
        let promise = UnseenLockPromise(onAQueue: onAQueue)
        source.start { promise.resolve($0) }
        return promise
    }
    func observe(_ promise: UnseenLockPromise, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func pure(_ value: Int) -> UnseenLockPromise { settled(.success(value)) }
    func fail(_ error: LawError) -> UnseenLockPromise { settled(.failure(error)) }
    func pending() -> (promise: UnseenLockPromise, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = UnseenLockPromise(onAQueue: onAQueue)
        return (promise, { promise.resolve($0) })
    }
    func map(_ promise: UnseenLockPromise, _ transform: @escaping @Sendable (Int) -> Int) -> UnseenLockPromise {
        let next = UnseenLockPromise(onAQueue: onAQueue)
        promise.observe { next.resolve($0.map(transform)) }
        return next
    }
    func flatMap(_ promise: UnseenLockPromise, _ transform: @escaping @Sendable (Int) -> UnseenLockPromise)
        -> UnseenLockPromise
    {
        let next = UnseenLockPromise(onAQueue: onAQueue)
        promise.observe { result in
            switch result {
            case .success(let value): transform(value).observe { next.resolve($0) }
            case .failure: next.resolve(result)
            }
        }
        return next
    }

    private func settled(_ result: Result<Int, LawError>) -> UnseenLockPromise {
        let promise = UnseenLockPromise(onAQueue: onAQueue)
        promise.resolve(result)
        return promise
    }
}
