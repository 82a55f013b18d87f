extension Promise {
    /// Both values together, once both promises are fulfilled. A rejection of this promise
    /// rejects the pair; so does a rejection of `other`, once this one is fulfilled.
    ///
    /// ```swift
    /// client.get([User].self, atURL: usersURL).zip(client.get([Album].self, atURL: albumsURL))
    /// // both requests are already in flight: the pair arrives after the slower one
    /// ```
    ///
    /// - Note: Built from `then` and `map` alone. That is enough for parallelism because these
    ///   promises are eager: the work behind `other` started when it was made, not when `zip`
    ///   looks at it.
    // ANCHOR: zip
    public func zip<U>(_ other: Promise<U>) -> Promise<(T, U)> {
        then { first in other.map { second in (first, second) } }
    }

    /// Three values together, once all three promises are fulfilled.
    public func zip<U, V>(_ second: Promise<U>, _ third: Promise<V>) -> Promise<(T, U, V)> {
        zip(second.zip(third)).map { first, rest in (first, rest.0, rest.1) }
    }
    // ANCHOR_END: zip
}
