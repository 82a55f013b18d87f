import ObserverFuture

extension Promise {
    /// Waits for the promise to resolve; a cancelled task stops waiting.
    ///
    /// ```swift
    /// let users = try await client.get([User].self, atURL: usersURL).value
    /// ```
    ///
    /// - Throws: the promise's error, or `CancellationError` if the task is cancelled first.
    ///   The promise is not told: chapter 3's design has no way to stop its producer, so the
    ///   request goes on and its result goes to the promise's other observers.
    // ANCHOR: observer-value
    public var value: T {
        get async throws {
            let settlement = Settlement<T, any Error>()
            observe { settlement.resolve($0) }
            return try await settlement.outcome().get()
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
