import Foundation
import LazyPromise
import PromiseLaws
import TestSupport
import Testing
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Network(url).get() against the fixture host")
struct NetworkTests {
    let host = FixtureHost(delay: .milliseconds(1))

    func get(_ url: URL) async -> Result<Data, any Error> {
        let delivered = Collected<Result<Data, any Error>>()
        Network(url, session: host.session).get().then { delivered.append($0) }.execute()
        return await delivered.wait(for: 1).first ?? .failure(URLError(.timedOut))
    }

    @Test("a promise of the body: nothing is sent until it executes")
    func deliversTheBody() async throws {
        let request = Network(Fixtures.usersURL, session: host.session).get()
        #expect(host.requestCount == 0)
        _ = request
        let users = try JSONDecoder().decode([User].self, from: await get(Fixtures.usersURL).get())
        #expect(users.count == 10)
        #expect(host.requestCount == 1)
    }

    @Test("a status outside 200–299 is a failure carrying the status", arguments: [199, 300, 304, 404, 503])
    func statusIsAFailure(_ status: Int) async {
        host.inject(.status(status), onPath: "/users", times: 1)
        guard case .failure(let error) = await get(Fixtures.usersURL) else {
            Issue.record("HTTP \(status) was delivered as a success")
            return
        }
        #expect(error as? NetworkError == .status(status))
    }

    @Test("a status from 200 to 299 delivers the body", arguments: [200, 201, 299])
    func successStatusDeliversTheBody(_ status: Int) async throws {
        host.inject(.status(status), onPath: "/users", times: 1)
        let body = try await get(Fixtures.usersURL).get()
        #expect(String(decoding: body, as: UTF8.self).contains("injected fault"))
    }

    @Test("a dropped connection is a failure carrying the URL error")
    func droppedConnectionIsAFailure() async {
        host.inject(.droppedConnection, onPath: "/users", times: 1)
        guard case .failure(let error) = await get(Fixtures.usersURL) else {
            Issue.record("a dropped connection was delivered as a success")
            return
        }
        #expect((error as? URLError)?.code == .networkConnectionLost)
    }
}
