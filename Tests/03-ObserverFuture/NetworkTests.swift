import Foundation
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("the REST client against the fixture host")
struct NetworkTests {
    func settled<T>(_ promise: Promise<T>) async -> Result<T, any Error> {
        let delivered = Collected<Result<T, any Error>>()
        promise.observe { delivered.append($0) }
        return await delivered.wait(for: 1).first ?? .failure(URLError(.timedOut))
    }

    @Test("getData is eager: the request is sent when the promise is made")
    func getDataIsEager() async throws {
        let host = FixtureHost(delay: .milliseconds(1))
        let client = RESTClient(session: host.session)
        let users = client.get([User].self, atURL: Fixtures.usersURL)
        #expect(try await settled(users).get().count == 10)
        #expect(host.requestCount == 1)
    }

    @Test("an HTTP error status is a rejection carrying the status")
    func statusRejects() async {
        let host = FixtureHost(delay: .milliseconds(1))
        host.inject(.status(503), onPath: "/users", times: 1)
        guard
            case .failure(let error) = await settled(
                RESTClient(session: host.session).getData(atURL: Fixtures.usersURL))
        else {
            Issue.record("a 503 was delivered as a success")
            return
        }
        #expect(error as? RESTError == .status(503))
    }

    @Test("a malformed body is a rejection carrying the DecodingError, not a nil")
    func malformedBodyRejects() async {
        let host = FixtureHost(delay: .milliseconds(1))
        host.inject(.malformedBody, onPath: "/albums", times: 1)
        guard
            case .failure(let error) = await settled(
                RESTClient(session: host.session).get([Album].self, atURL: Fixtures.albumsURL))
        else {
            Issue.record("a malformed body was delivered as a success")
            return
        }
        #expect(error is DecodingError)
    }

    @Test("a dropped connection is a rejection carrying the URL error")
    func droppedConnectionRejects() async {
        let host = FixtureHost(delay: .milliseconds(1))
        host.inject(.droppedConnection, onPath: "/users", times: 1)
        guard
            case .failure(let error) = await settled(
                RESTClient(session: host.session).getData(atURL: Fixtures.usersURL))
        else {
            Issue.record("a dropped connection was delivered as a success")
            return
        }
        #expect((error as? URLError)?.code == .networkConnectionLost)
    }

    @Test("zip fetches in parallel: three requests in flight at once, where the chain has one")
    func zipIsParallel() async throws {
        // Long enough that the three requests are all in flight at once even on a loaded
        // machine (with 100 ms, a CI run under load once saw only two overlap).
        let delay = Duration.milliseconds(400)
        let clock = ContinuousClock()

        let sequentialHost = FixtureHost(delay: delay)
        let sequential = RESTClient(session: sequentialHost.session)
        let chainStart = clock.now
        let chained = sequential.getData(atURL: Fixtures.usersURL)
            .then { _ in sequential.getData(atURL: Fixtures.albumsURL) }
            .then { _ in sequential.getData(atURL: Fixtures.photosURL) }
        _ = try await settled(chained).get()
        let chainTime = clock.now - chainStart

        let parallelHost = FixtureHost(delay: delay)
        let parallel = RESTClient(session: parallelHost.session)
        let zipStart = clock.now
        let zipped = parallel.getData(atURL: Fixtures.usersURL)
            .zip(parallel.getData(atURL: Fixtures.albumsURL), parallel.getData(atURL: Fixtures.photosURL))
        _ = try await settled(zipped).get()
        let zipTime = clock.now - zipStart

        #expect(sequentialHost.peakConcurrentRequests == 1)
        #expect(parallelHost.peakConcurrentRequests == 3)
        #expect(chainTime >= delay * 3, "three rounds wait three delays at least")
        // Only lower bounds on time: a busy machine makes anything slower, so how much faster
        // the parallel fetch is belongs to the tour's narration, not to an assertion.
        #expect(zipTime >= delay, "one round waits one delay at least")
    }
}
