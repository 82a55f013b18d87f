import ResultPromise

extension Promise {
    /// Runs the promise and waits for its value, throwing its own error type: the
    /// `Result`'s two cases become `return` and `throw`.
    ///
    /// - Note: Not cancellable, like chapter 1's: the operation cannot be told to stop.
    // ANCHOR: result-value
    public var value: T {
        get async throws(E) {
            let settlement = Settlement<T, E>()
            run { settlement.resolve($0) }
            return try await settlement.value
        }
    }
    // ANCHOR_END: result-value

    /// A lazy promise of an `async` operation: each `run` starts a new `Task`.
    public init(task operation: @escaping @Sendable () async throws(E) -> T) {
        self.init { completion in Task { completion(await capture(operation)) } }
    }
}

extension Promise where E == Never {
    /// Runs a promise that cannot fail and waits for its value.
    ///
    /// - Note: Through the generic `value`, Swift 6.3.1's compiler crashes (signal 11) when `E`
    ///   is `Never`; this overload, more specific, is the one chosen.
    public var value: T {
        get async {
            let settlement = Settlement<T, Never>()
            run { settlement.resolve($0) }
            return await settlement.value
        }
    }
}
