import Locking

/// Where one request stands inside its ``FixtureURLProtocol``; each method is one transition.
///
/// `.idle` → `.waiting` when loading starts; `.waiting` → `.answered` when the delay is over, or
/// → `.stopped` when URLSession stops the load; `.answered` → `.finished` when the answer is handed
/// over. A stopped load that starts again (a task suspended and resumed) waits anew under a new
/// generation, so the old timer cannot answer it.
final class FixtureLoad: Sendable {
    private enum State {
        case idle
        case waiting(generation: Int)
        case answered(FixtureReply)
        case finished
        case stopped
    }

    /// What the protocol should do when URLSession calls `startLoading()`.
    enum Start {
        /// Record the request at the host and start the delay for this generation.
        case wait(generation: Int)
        /// The answer is ready: hand it to URLSession now.
        case deliver(FixtureReply)
        /// Nothing: the load has already finished.
        case ignore
    }

    private let state = Locked<(state: State, generation: Int)>((.idle, 0))

    func start() -> Start {
        state.withLock { current in
            switch current.state {
            case .idle, .stopped:
                current.generation += 1
                current.state = .waiting(generation: current.generation)
                return .wait(generation: current.generation)
            case .answered(let reply):
                current.state = .finished
                return .deliver(reply)
            case .waiting, .finished:
                return .ignore
            }
        }
    }

    /// Stores the answer if this generation is still waiting for it.
    ///
    /// - Returns: Whether it was stored; false if the load was stopped or restarted meanwhile.
    func answer(_ reply: FixtureReply, generation: Int) -> Bool {
        state.withLock { current in
            guard case .waiting(generation) = current.state else { return false }
            current.state = .answered(reply)
            return true
        }
    }

    /// Takes a stored answer for delivery, so it is delivered at most once.
    func takeAnswer() -> FixtureReply? {
        state.withLock { current in
            guard case .answered(let reply) = current.state else { return nil }
            current.state = .finished
            return reply
        }
    }

    /// Stops a load that is still waiting; an answered load is left for its delivery.
    ///
    /// - Returns: Whether a wait was abandoned.
    func stop() -> Bool {
        state.withLock { current in
            guard case .waiting = current.state else { return false }
            current.state = .stopped
            return true
        }
    }
}
