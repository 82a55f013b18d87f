import LazyPromise

extension Promise {
    /// Executes the promise and waits for its value: each `await` runs the task again, as each
    /// `execute()` does.
    ///
    /// ```swift
    /// let user = await Promise(value: 3).then { $0 * 2 }.value    // 6
    /// ```
    ///
    /// - Note: Not cancellable: the task was handed a completion and nothing else, so it cannot
    ///   be told to stop, and a value that cannot fail has no way to say "cancelled".
    // ANCHOR: lazy-value
    public var value: T {
        get async {
            let settlement = Settlement<T, Never>()
            then { settlement.resolve(.success($0)) }.execute()
            return await settlement.value
        }
    }
    // ANCHOR_END: lazy-value

    /// A lazy promise of an `async` operation's value: each `execute()` starts a new `Task`.
    ///
    /// ```swift
    /// let answer = Promise(task: { await compute() })   // nothing runs yet
    /// answer.then { print($0) }.execute()                 // now it does
    /// ```
    public init(task operation: @escaping @Sendable () async -> T) {
        self.init { completion in Task { completion(await operation()) } }
    }
}
