import LockQueuePromise

extension Promise {
    /// Waits for the promise to settle, throwing its own error type.
    ///
    /// ```swift
    /// let user = try await repository.user(id: 1).value   // throws(RepositoryError)
    /// ```
    ///
    /// - Note: A cancelled task goes on waiting, as `Task.value` does: `throws(E)` has no room
    ///   for a `CancellationError`. Inside a timeout or a task group that cancels, wait with
    ///   ``outcome``, which stops waiting on cancellation.
    // ANCHOR: lock-queue-value
    public var value: T {
        get async throws(E) {
            try await registerSettlement().settlement.value
        }
    }

    /// Waits for the promise's outcome, or stops waiting when the task is cancelled. The work
    /// is not told: chapter 4's work closure has no way to hear it.
    public var outcome: Result<T, E> {
        get async throws(CancellationError) {
            let (settlement, token) = registerSettlement()
            do {
                return try await settlement.outcome()
            } catch {
                // A waiter that leaves takes its callback back, or a pending promise would hold
                // one callback (and its settlement) for every wait that ever gave up.
                unregister(token)
                throw error
            }
        }
    }

    /// A settlement that this promise settles, and the token of the callback that settles it.
    private func registerSettlement() -> (settlement: Settlement<T, E>, token: Int) {
        let settlement = Settlement<T, E>()
        // An immediate queue: the settlement is thread-safe, so no hop is needed.
        let token = register(
            on: ImmediateQueue(), fulfilled: { settlement.resolve(.success($0)) },
            rejected: { settlement.resolve(.failure($0)) })
        return (settlement, token)
    }
    // ANCHOR_END: lock-queue-value

    /// An eager promise of an `async` operation with a typed error: the `Task` starts now.
    ///
    /// ```swift
    /// let user = Promise<User, RepositoryError>(task: { () async throws(RepositoryError) in try await load(1) })
    /// ```
    public convenience init(task operation: @escaping @Sendable () async throws(E) -> T) {
        self.init(on: ImmediateQueue()) { future in
            Task { future.resolve(await capture(operation)) }
        }
    }
}

extension Promise where E == Never {
    /// Waits for a promise that cannot fail.
    ///
    /// - Note: Through the generic `value`, Swift 6.3.1's compiler crashes (signal 11) when `E`
    ///   is `Never`; this overload, more specific, is the one chosen.
    public var value: T {
        get async {
            switch await outcomeIgnoringCancellation {
            case .success(let value): return value
            }
        }
    }

    private var outcomeIgnoringCancellation: Result<T, Never> {
        get async {
            let settlement = Settlement<T, Never>()
            observe(on: ImmediateQueue(), fulfilled: { settlement.resolve(.success($0)) }, rejected: { _ in })
            return await settlement.result
        }
    }
}
