import Dispatch
import Foundation
import Locking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An offline stand-in for the public jsonplaceholder and iTunes APIs, reached through a real `URLSession`.
///
/// ```swift
/// let host = FixtureHost(pace: .fast)
/// host.session.dataTask(with: Fixtures.usersURL) { data, response, error in
///     // data: ten users as JSON; response: an HTTPURLResponse with status 200
/// }.resume()
/// host.requestCount   // 1, once the task has started
/// ```
///
/// Each host answers only its own ``session``: counts, logs, delays and faults are never shared, so
/// tests can run many hosts in parallel.
///
/// - Note: A host keeps answering for as long as it lives; a session that outlives its host fails
///   every request with `URLError(.cannotConnectToHost)`.
package final class FixtureHost: Sendable {
    /// The delay a new host gives every answer, before pacing.
    package static let defaultDelay: Duration = .milliseconds(300)

    /// The pace that scales this host's ``delay``.
    package let pace: Pace
    /// A session whose requests this host answers; use it exactly as an app uses `URLSession.shared`.
    package let session: URLSession

    let protocolClass: FixtureURLProtocol.Type
    let queue: DispatchQueue
    private let state: Locked<State>

    /// Makes a host, with a session of its own, that answers after a delay scaled by the pace.
    ///
    /// - Parameters:
    ///   - delay: How long each answer takes at the normal pace.
    ///   - pace: How to scale the delay; `.fast` divides it by ``Pace/fastDivisor``.
    package init(delay: Duration = FixtureHost.defaultDelay, pace: Pace = .normal) {
        self.pace = pace
        let (number, protocolClass) = FixtureHostRegistry.claimProtocolClass()
        self.protocolClass = protocolClass
        queue = DispatchQueue(label: "FixtureHost.\(number)")
        state = Locked(State(delay: delay))
        session = URLSession(configuration: Self.configuration(routingTo: protocolClass))
        FixtureHostRegistry.register(self, for: protocolClass)
    }

    /// A host for a tour run: its pace, and every `--fault` the command line asked for, kept
    /// for the whole run (``clearFaults()`` leaves them) and counted in the options' fault log.
    ///
    /// - Parameters:
    ///   - options: The tour's options.
    ///   - delay: How long each answer takes at the normal pace.
    package convenience init(for options: TourOptions, delay: Duration = FixtureHost.defaultDelay) {
        self.init(delay: delay, pace: options.pace)
        let log = options.faultLog
        state.withLock { state in
            state.standing = options.faults.map { fault in
                StandingFault(fault: fault.fault, path: fault.target.path) { log.hit(fault.spelled) }
            }
        }
    }

    deinit {
        FixtureHostRegistry.unregister(protocolClass)
    }

    /// A new session configuration routed to this host, for a tour that wants a session with a delegate.
    ///
    /// - Returns: An ephemeral configuration with this host's protocol class first and caching off.
    package func makeConfiguration() -> URLSessionConfiguration {
        Self.configuration(routingTo: protocolClass)
    }

    private static func configuration(routingTo protocolClass: FixtureURLProtocol.Type) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [protocolClass] + (configuration.protocolClasses ?? [])
        // A cached answer would never reach the host, and the request counts would lie.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    // MARK: Configuration

    /// How long each answer takes at the normal pace; applies to requests started after it is set.
    package var delay: Duration {
        get { state.withLock { $0.delay } }
        set { state.withLock { $0.delay = newValue } }
    }

    /// How long each answer really takes: ``delay`` scaled by ``pace``.
    package var pacedDelay: Duration {
        pace.scaled(delay)
    }

    /// Makes matching requests fail with a fault, newest injection first.
    ///
    /// ```swift
    /// host.inject(.timeout, onPath: "/users", times: 1)   // only the next /users request times out
    /// host.inject(.status(500))                          // every request answers 500 until cleared
    /// ```
    ///
    /// - Parameters:
    ///   - fault: What to answer instead of the fixture.
    ///   - path: The URL path to match exactly, such as "/lookup" (the query is ignored); `nil` matches every request.
    ///   - times: How many matching requests get the fault; `nil` means every one until ``clearFaults()``.
    package func inject(_ fault: Fault, onPath path: String? = nil, times: Int? = nil) {
        precondition(times.map { $0 > 0 } ?? true, "a fault must be injected for at least one request")
        state.withLock { $0.faults.append(FaultRule(fault: fault, path: path, remaining: times)) }
    }

    /// Removes every injected fault; requests get their fixtures again.
    package func clearFaults() {
        state.withLock { $0.faults.removeAll() }
    }

    /// Holds every answer until `body` returns, then lets each one go after the host's delay.
    ///
    /// ```swift
    /// let merged = host.holdingAnswers { source.getUsers().zip(source.getAlbums(), source.getPhotos()) }
    /// ```
    ///
    /// Whatever `body` builds is wholly in place before any answer arrives, however slowly this
    /// machine runs it: the tours count rounds of waiting this way, and print the same count on
    /// every run.
    package func holdingAnswers<Value>(_ body: () throws -> Value) rethrows -> Value {
        state.withLock { $0.holds += 1 }
        defer {
            let released = state.withLock { state -> [@Sendable () -> Void] in
                state.holds -= 1
                guard state.holds == 0 else { return [] }
                defer { state.held = [] }
                return state.held
            }
            for answer in released { answer() }
        }
        return try body()
    }

    /// Starts the delay before an answer now or, while answers are held, when they are released.
    func answer(after delay: Duration, _ answer: @escaping @Sendable () -> Void) {
        let start: @Sendable () -> Void = { [queue] in
            // The delay is a timer on the host's queue, never a sleeping thread.
            queue.asyncAfter(deadline: .now() + delay.dispatchInterval, execute: answer)
        }
        let held = state.withLock { state in
            if state.holds > 0 { state.held.append(start) }
            return state.holds > 0
        }
        if !held { start() }
    }

    // MARK: Observation

    /// Something the host did, for a picture of a tour's requests in time.
    package enum Event: Sendable, Equatable {
        /// A request for this path (and query) arrived.
        case request(String)
        /// The host answered the request for this path: `200`, `HTTP 500`, `a timeout`.
        case answer(String, String)
    }

    /// Calls `watcher` with each request as it arrives and each answer as it leaves, on the
    /// host's threads; replaces the watcher before it.
    package func watch(_ watcher: @escaping @Sendable (Event) -> Void) {
        state.withLock { $0.watcher = watcher }
    }

    /// Tells the watcher, if there is one, outside the lock.
    func tell(_ event: Event) {
        state.withLock { $0.watcher }?(event)
    }

    /// How many requests have reached this host since it was made or last reset.
    ///
    /// - Note: A task suspended and resumed while it waits is sent again, and counted again, as over a real network.
    package var requestCount: Int {
        state.withLock { $0.requestCount }
    }

    /// How many requests for one path have reached this host.
    ///
    /// - Parameter path: The URL path, such as "/albums"; the query is not part of it.
    /// - Returns: The number of requests whose path is exactly `path`.
    package func requestCount(forPath path: String) -> Int {
        state.withLock { $0.countsByPath[path, default: 0] }
    }

    /// Every URL requested from this host, in the order the requests arrived.
    package var requestedURLs: [URL] {
        state.withLock { $0.requestedURLs }
    }

    /// The most requests this host has had waiting for their answers at the same time.
    ///
    /// - Note: Shows whether a pipeline fetched in parallel without timing anything: sequential fetches
    ///   never exceed 1.
    package var peakConcurrentRequests: Int {
        state.withLock { $0.peakInFlight }
    }

    /// Forgets the counts, the URL log and the peak; the delay and the faults stay.
    package func resetCounts() {
        state.withLock { state in
            state.requestCount = 0
            state.countsByPath = [:]
            state.requestedURLs = []
            state.peakInFlight = state.inFlight
        }
    }

    // MARK: Serving (called by FixtureURLProtocol)

    /// Records a request that has arrived and decides its fate: an injected fault or none, after a delay.
    func arrive(_ url: URL) -> (fault: Fault?, delay: Duration) {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? ""
        let (fault, delay) = state.withLock { state in
            state.requestCount += 1
            state.countsByPath[path, default: 0] += 1
            state.requestedURLs.append(url)
            state.inFlight += 1
            state.peakInFlight = max(state.peakInFlight, state.inFlight)
            return (state.takeFault(forPath: path), state.delay)
        }
        switch fault {
        case .standing(let standing)?:
            standing.hit()
            return (standing.fault, pace.scaled(delay))
        case .injected(let injected)?:
            return (injected, pace.scaled(delay))
        case nil:
            return (nil, pace.scaled(delay))
        }
    }

    /// Records that a request has been answered or cancelled.
    func depart() {
        state.withLock { $0.inFlight -= 1 }
    }

    private struct FaultRule {
        let fault: Fault
        let path: String?
        var remaining: Int?
    }

    /// A fault from the command line: every request to its path gets it, and each one is counted.
    private struct StandingFault {
        let fault: Fault
        let path: String
        let hit: @Sendable () -> Void
    }

    /// Where a request's fault came from.
    private enum TakenFault {
        case injected(Fault)
        case standing(StandingFault)
    }

    private struct State {
        var delay: Duration
        var requestCount = 0
        var countsByPath: [String: Int] = [:]
        var requestedURLs: [URL] = []
        var inFlight = 0
        var peakInFlight = 0
        var faults: [FaultRule] = []
        var standing: [StandingFault] = []
        var watcher: (@Sendable (Event) -> Void)?
        /// How many ``holdingAnswers(_:)`` calls are running, and the answers they hold.
        var holds = 0
        var held: [@Sendable () -> Void] = []

        /// The newest matching fault the code injected, used up by one if it was injected for a
        /// number of requests (a tour's own demonstration); otherwise the command line's.
        mutating func takeFault(forPath path: String) -> TakenFault? {
            guard let index = faults.lastIndex(where: { $0.path == nil || $0.path == path }) else {
                // A target's path covers the paths below it: "/users" breaks "/users/1" too.
                return standing.last { path == $0.path || path.hasPrefix($0.path + "/") }.map(TakenFault.standing)
            }
            let fault = faults[index].fault
            if let remaining = faults[index].remaining {
                if remaining <= 1 { faults.remove(at: index) } else { faults[index].remaining = remaining - 1 }
            }
            return .injected(fault)
        }
    }
}
