import Designs
import LazyPromise
import Locking
import PromiseLaws

extension LazyMonadDesign {
    /// The exhibit: a `then` that runs its task as soon as it is called, remembers the value,
    /// and hands it out on `execute()`. The values are right; the timing is not.
    // ANCHOR: eager-then
    static let eagerThen = LazyMonadDesign(name: "a then that runs its task at once") { promise, transform in
        let early = Remembered()
        promise.then { early.fulfil($0) }.execute()  // runs now, while the chain is being built
        return Promise { completion in early.whenFulfilled { completion(transform($0)) } }
    }
    // ANCHOR_END: eager-then
}

/// A value that arrives once, and the callbacks waiting for it.
final class Remembered: Sendable {
    private let state = Locked<(value: Int?, waiting: [@Sendable (Int) -> Void])>((nil, []))

    func fulfil(_ value: Int) {
        let waiting = state.withLock { state in
            state.value = value
            defer { state.waiting = [] }
            return state.waiting
        }
        for callback in waiting { callback(value) }
    }

    func whenFulfilled(_ callback: @escaping @Sendable (Int) -> Void) {
        let value = state.withLock { state in
            if state.value == nil { state.waiting.append(callback) }
            return state.value
        }
        if let value { callback(value) }
    }
}
