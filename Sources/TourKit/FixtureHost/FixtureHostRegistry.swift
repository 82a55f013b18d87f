import Locking

/// Finds the ``FixtureHost`` behind a request, from the only thing a session hands its protocol: the class.
///
/// - Note: URLSession makes protocol instances itself and passes them the request and task, never the
///   session or its configuration; the session's `httpAdditionalHeaders` do not reach `URLProtocol.request`
///   on Linux or on Apple platforms. So every host gets a protocol class of its own (see
///   ``FixtureURLProtocol/keyed(_:)``) and this table maps the class back to the host.
enum FixtureHostRegistry {
    private struct Entry {
        weak var host: FixtureHost?
    }

    private struct State {
        var nextNumber = 0
        var hosts: [ObjectIdentifier: Entry] = [:]
    }

    private static let state = Locked(State())

    /// A number never used before and the protocol class made for it.
    static func claimProtocolClass() -> (number: Int, protocolClass: FixtureURLProtocol.Type) {
        // Numbers are never reused, so a session that outlives its host can never reach a newer one.
        let number = state.withLock { state in
            defer { state.nextNumber += 1 }
            return state.nextNumber
        }
        return (number, FixtureURLProtocol.keyed(number))
    }

    static func register(_ host: FixtureHost, for protocolClass: AnyClass) {
        state.withLock { $0.hosts[ObjectIdentifier(protocolClass)] = Entry(host: host) }
    }

    static func unregister(_ protocolClass: AnyClass) {
        _ = state.withLock { $0.hosts.removeValue(forKey: ObjectIdentifier(protocolClass)) }
    }

    static func host(for protocolClass: AnyClass) -> FixtureHost? {
        state.withLock { $0.hosts[ObjectIdentifier(protocolClass)]?.host }
    }
}
