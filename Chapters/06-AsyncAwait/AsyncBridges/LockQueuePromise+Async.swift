import LockQueuePromise

extension Promise {
    /// Waits for the promise to settle, throwing its own error type.
    ///
    /// ```swift
    /// let user = try await repository.user(id: 1).value   // throws(RepositoryError)
    /// ```
    ///
    /// - Note: A cancelled task goes on waiting: `throws(E)` has no room for a
    ///   `CancellationError`. Use ``outcome`` to stop waiting on cancellation.
    // ANCHOR: lock-queue-value
    public var value: T {
        get async throws(E) {
            try await settlement.value
        }
    }

    /// Waits for the promise's outcome, or stops waiting when the task is cancelled. The
    /// promise is not told: chapter 4's work closure has no way to hear it.
    public var outcome: Result<T, E> {
        get async throws(CancellationError) {
            try await settlement.outcome()
        }
    }

    private var settlement: Settlement<T, E> {
        let settlement = Settlement<T, E>()
        // An immediate queue: the settlement is thread-safe, so no hop is needed.
        observe(
            on: ImmediateQueue(), fulfilled: { settlement.resolve(.success($0)) },
            rejected: { settlement.resolve(.failure($0)) })
        return settlement
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
