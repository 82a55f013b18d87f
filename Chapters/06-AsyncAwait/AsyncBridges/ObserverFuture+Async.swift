import ObserverFuture

extension Promise {
    /// Waits for the promise to resolve; a cancelled task stops waiting.
    ///
    /// ```swift
    /// let users = try await client.get([User].self, atURL: usersURL).value
    /// ```
    ///
    /// - Throws: the promise's error, or `CancellationError` if the task is cancelled first.
    ///   The producer is not told: chapter 3's design has no way to stop it, so the request goes
    ///   on and its result goes to the promise's other observers; the promise only lets go of
    ///   this wait's observer.
    // ANCHOR: observer-value
    public var value: T {
        get async throws {
            let settlement = Settlement<T, any Error>()
            let token = register { settlement.resolve($0) }
            guard let outcome = try? await settlement.outcome() else {
                // A waiter that leaves takes its observer back, or a pending promise would hold
                // one observer (and its settlement) for every wait that ever gave up.
                unregister(token)
                throw CancellationError()
            }
            return try outcome.get()
        }
    }
    // ANCHOR_END: observer-value

    /// An eager promise of an `async` operation: the `Task` starts now, and its outcome
    /// resolves the promise.
    ///
    /// ```swift
    /// let data = Promise { try await session.data(from: url).0 }
    /// ```
    // ANCHOR: observer-task
    public convenience init(task operation: @escaping @Sendable () async throws -> T) {
        self.init()
        Task { self.resolve(await capture(operation)) }
    }
    // ANCHOR_END: observer-task
}
