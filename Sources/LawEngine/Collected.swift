import Dispatch
import Locking

/// Values that arrive from any thread, and a way to wait for them without sleeping: a waiter is
/// resumed by the value it waits for, or by its deadline, whichever comes first. The harness
/// collects a law's deliveries in one; every test target collects its callbacks in one.
///
/// ```swift
/// let delivered = Collected<Int>()
/// DispatchQueue.global().async { delivered.append(42) }
/// #expect(await delivered.wait(for: 1) == [42])
/// ```
package final class Collected<T: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var values: [T] = []
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State(), schedulePoints: false)

    /// Nothing collected yet.
    package init() {}

    /// Adds a value, waking every waiter whose count it completes.
    package func append(_ value: T) {
        // Decide under the lock, resume after it: a resumed task may run on this thread at once.
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.values.append(value)
            let done = state.waiters.filter { $0.value.count <= state.values.count }
            for id in done.keys { state.waiters[id] = nil }
            return done.values.map { $0.continuation }
        }
        for continuation in ready { continuation.resume() }
    }

    /// Everything collected so far, in order.
    package var values: [T] { state.withLock { $0.values } }

    /// Waits until at least `count` values have arrived, or until `deadline` has passed.
    ///
    /// - Returns: the values collected by then: compare them, so a missing one fails the test.
    @discardableResult
    package func wait(for count: Int, within deadline: Duration = .seconds(5)) async -> [T] {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id = state.withLock { state -> Int? in
                if state.values.count >= count { return nil }
                let id = state.nextWaiter
                state.nextWaiter += 1
                state.waiters[id] = Waiter(count: count, continuation: continuation)
                return id
            }
            guard let id else { return continuation.resume() }
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(deadline.nanoseconds))) {
                // Whoever removes the waiter resumes it: the deadline, or `append`.
                let expired = self.state.withLock { $0.waiters.removeValue(forKey: id) }
                expired?.continuation.resume()
            }
        }
        return values
    }
}

/// The reason a wait gave up: the callback never came.
package struct DeadlineExceeded: Error, Equatable, CustomStringConvertible {
    /// How long the wait lasted.
    package let deadline: Duration

    /// `no callback within 20 s`.
    package var description: String { "no callback within \(deadline)" }
}

/// Starts a callback-based operation and waits for its first callback, failing after `deadline`
/// instead of hanging.
///
/// ```swift
/// let data = try await waitForCallback { done in session.dataTask(with: url) { d, _, _ in done(d) }.resume() }
/// ```
package func waitForCallback<Value: Sendable>(
    within deadline: Duration = .seconds(20),
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async throws(DeadlineExceeded) -> Value {
    let delivered = Collected<Value>()
    start { delivered.append($0) }
    guard let first = await delivered.wait(for: 1, within: deadline).first else {
        throw DeadlineExceeded(deadline: deadline)
    }
    return first
}

extension Duration {
    /// The whole duration in nanoseconds.
    package var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}
