// The project's one lock: its schedule points let a law race threads on purpose.
import Locking

/// A result that arrives once, from any thread, and any number of tasks awaiting it: chapter
/// 3's `resolve` on one side and `await` on the other. Every bridge in this chapter goes
/// through one, so that no continuation is ever resumed twice, and none is dropped by a
/// resolution or a cancellation. One that is never resolved keeps its waiters for ever, silently:
/// Swift reports a forgotten continuation only when it is freed, and this one holds them.
///
/// ```swift
/// let settlement = Settlement<Int, Never>()
/// Task { print(await settlement.value) }   // waits
/// settlement.resolve(.success(42))         // prints 42
/// settlement.resolve(.success(7))          // ignored: the first resolution wins
/// ```
///
/// - Note: A waiter's continuation is taken out of the state by whoever resumes it (the
///   resolution, or the waiter's cancellation), under the lock, and resumed after it. Taken
///   once, so resumed once. The lock is the project's `Locked` (Sources/Locking, a pthread mutex),
///   not `Mutex`: the thread sanitizer on Linux sees through the first and not the second, and
///   its schedule points let a law race a cancellation against a settlement on purpose.
// ANCHOR: settlement
public final class Settlement<T: Sendable, E: Error>: Sendable {
    /// Pending: `result` is nil and waiters wait. Settled: a result, forever, and no waiters.
    private struct State {
        var result: Result<T, E>?
        var waiters: [Int: CheckedContinuation<Result<T, E>?, Never>] = [:]
        var cancelled: Set<Int> = []
        var nextWaiter = 0
    }

    private let state = Locked(State())

    /// Nothing settled yet.
    public init() {}

    /// Settles with `result`, unless already settled, and wakes every waiter.
    ///
    /// - Returns: whether this call settled it.
    @discardableResult
    public func resolve(_ result: Result<T, E>) -> Bool {
        let waiting = state.withLock { state -> [CheckedContinuation<Result<T, E>?, Never>]? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        // After the lock, to keep it short: `resume` only schedules the task on its executor
        // and returns; the task never runs inside this call.
        for continuation in waiting ?? [] { continuation.resume(returning: result) }
        return waiting != nil
    }
    // ANCHOR_END: settlement

    /// How many tasks are waiting for the result now: a test waits for one before it cancels.
    public var waiting: Int {
        state.withLock { $0.waiters.count }
    }

    /// Waits for the result, however long it takes: a typed error has no room for a
    /// cancellation, so a cancelled task goes on waiting (``outcome()`` does not). Where `E`
    /// is `Never`, the overload below is chosen.
    public var value: T {
        get async throws(E) {
            try await result.get()
        }
    }

    /// Waits for the result, however long it takes, as a `Result`.
    public var result: Result<T, E> {
        get async {
            // Never nil: without a cancellation handler nobody resumes a waiter with nil.
            await wait(cancellable: false)!
        }
    }

    /// Waits for the result, or stops waiting when the task is cancelled.
    ///
    /// - Throws: `CancellationError` if the task was cancelled first; the work behind the
    ///   result is not told, and the result, when it comes, goes to other waiters only.
    public func outcome() async throws(CancellationError) -> Result<T, E> {
        guard let result = await wait(cancellable: true) else { throw CancellationError() }
        return result
    }

    // ANCHOR: wait
    /// The result, or nil if the task was cancelled first (only when `cancellable`).
    private func wait(cancellable: Bool) async -> Result<T, E>? {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Result<T, E>?? in
                    if let result = state.result {
                        state.cancelled.remove(id)  // a note the handler may have left meanwhile
                        return .some(result)
                    }
                    // The handler ran before the waiter was in: it left a note instead.
                    if state.cancelled.remove(id) != nil { return .some(nil) }
                    state.waiters[id] = continuation
                    return .none
                }
                if case .some(let result) = now { continuation.resume(returning: result) }
            }
        } onCancel: {
            guard cancellable else { return }
            let waiter = state.withLock { state in
                guard state.result == nil else { return nil as CheckedContinuation<Result<T, E>?, Never>? }
                guard let waiter = state.waiters.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }
    // ANCHOR_END: wait
}

extension Settlement where E == Never {
    /// Waits for a result that cannot fail.
    ///
    /// - Note: Not only a convenience: through the generic `value`, a `throws(Never)` getter,
    ///   Swift 6.3.1's compiler crashes (signal 11 in SILGen) wherever `E` is `Never`: in a plain
    ///   function as in a closure (`#expect`, `Task {}`), from this module or another. Only a
    ///   generic caller, where `E` is still unknown, compiles.
    public var value: T {
        get async {
            switch await result {
            case .success(let value): return value
            }
        }
    }
}
