extension Promise {
    /// Runs promises one after another, each starting when the previous one has delivered,
    /// and delivers all their values in order.
    ///
    /// ```swift
    /// Promise.sequence([fetch(a), fetch(b)]).then { print($0) }.execute()   // [a's, b's]
    /// ```
    ///
    /// - Note: Built from `bind` alone: a fold that waits for each step before the next.
    // ANCHOR: sequence
    public static func sequence(_ promises: [Promise<T>]) -> Promise<[T]> {
        promises.reduce(Promise<[T]>(value: [])) { done, next in
            done.bind { values in next.then { values + [$0] } }
        }
    }
    // ANCHOR_END: sequence
}
