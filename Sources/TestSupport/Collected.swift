import Dispatch
import PromiseLaws

/// Collects delivered values from any thread, and lets a test await them with a deadline
/// instead of sleeping.
///
/// ```swift
/// let delivered = Collected<Int>()
/// promise.then { delivered.append($0) }.execute()
/// #expect(await delivered.wait(for: 1) == [42])
/// ```
public final class Collected<T: Sendable>: Sendable {
    private let state = Guarded<(values: [T], waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?)>(([], nil))

    /// Nothing collected yet.
    public init() {}

    /// Adds a value, waking a waiter whose count it completes.
    public func append(_ value: T) {
        let ready = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.values.append(value)
            guard let waiter = state.waiter, state.values.count >= waiter.count else { return nil }
            state.waiter = nil
            return waiter.continuation
        }
        ready?.resume()
    }

    /// Everything collected so far, in order.
    public var values: [T] { state.withLock { $0.values } }

    /// Waits until `count` values have arrived or `seconds` have passed.
    ///
    /// - Returns: the values collected by then: compare them, so a missing one fails the test.
    public func wait(for count: Int, seconds: Double = 5) async -> [T] {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                if state.values.count >= count { return true }
                state.waiter = (count, continuation)
                return false
            }
            if now { return continuation.resume() }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                let late = self.state.withLock { state -> CheckedContinuation<Void, Never>? in
                    defer { state.waiter = nil }
                    return state.waiter?.continuation
                }
                late?.resume()
            }
        }
        return values
    }
}
