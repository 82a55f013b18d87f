import Foundation
import Testing
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("injected faults through URLSession")
struct FaultTests {
    @Test("a status fault answers that status with a JSON error body", arguments: [400, 404, 500, 503])
    func status(code: Int) async throws {
        let host = quickHost()
        host.inject(.status(code))
        let fetched = try await fetch(Fixtures.usersURL, from: host)
        #expect(fetched.status == code)
        let body = try JSONSerialization.jsonObject(with: try #require(fetched.data)) as? [String: String]
        #expect(body?["status"] == String(code))
    }

    @Test("a malformed body answers 200 with text that is not JSON")
    func malformedBody() async throws {
        let host = quickHost()
        host.inject(.malformedBody)
        let fetched = try await fetch(Fixtures.lookupURL(id: Fixtures.rockArtistId), from: host)
        #expect(fetched.status == 200)
        let data = try #require(fetched.data)
        #expect(!data.isEmpty)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
    }

    @Test("a replaced body answers 200 with exactly that text")
    func replacedBody() async throws {
        let host = quickHost()
        host.inject(.replacedBody(#"{"unexpected": true}"#))
        let fetched = try await fetch(Fixtures.lookupURL(id: Fixtures.rockArtistId), from: host)
        #expect(fetched.status == 200)
        #expect(fetched.text == #"{"unexpected": true}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ITunesLookup.self, from: fetched.data ?? Data())
        }
    }

    @Test(
        "transport faults fail the task with the matching URLError",
        arguments: [
            (Fault.droppedConnection, URLError.Code.networkConnectionLost), (Fault.timeout, URLError.Code.timedOut),
        ]
    )
    func transport(fault: Fault, code: URLError.Code) async throws {
        let host = quickHost()
        host.inject(fault)
        let fetched = try await fetch(Fixtures.usersURL, from: host)
        #expect(fetched.error?.code == code)
        #expect(fetched.otherError == nil)
        #expect(fetched.status == nil)
        #expect(host.requestCount == 1)
    }

    @Test("a fault for the next two requests wears off on the third")
    func times() async throws {
        let host = quickHost()
        host.inject(.status(500), times: 2)
        var statuses: [Int?] = []
        for _ in 1...3 { statuses.append(try await fetch(Fixtures.usersURL, from: host).status) }
        #expect(statuses == [500, 500, 200])
    }

    @Test("a fault on one path leaves other paths alone, whatever their query")
    func pathMatching() async throws {
        let host = quickHost()
        host.inject(.status(503), onPath: "/albums")
        #expect(try await fetch(Fixtures.albumsURL(userId: 1), from: host).status == 503)
        #expect(try await fetch(Fixtures.albumURL(id: 1), from: host).status == 200)
        #expect(try await fetch(Fixtures.usersURL, from: host).status == 200)
    }

    @Test("the newest injected fault wins, and clearing restores the fixtures")
    func newestWinsAndClear() async throws {
        let host = quickHost()
        host.inject(.status(500))
        host.inject(.status(418), times: 1)
        #expect(try await fetch(Fixtures.usersURL, from: host).status == 418)
        #expect(try await fetch(Fixtures.usersURL, from: host).status == 500)
        host.clearFaults()
        #expect(try await fetch(Fixtures.usersURL, from: host).status == 200)
    }

    @Test("faults describe themselves for narration")
    func descriptions() {
        #expect(Fault.status(503).description == "HTTP 503")
        #expect(Fault.malformedBody.description == "a malformed body")
        #expect(Fault.droppedConnection.description == "a dropped connection")
        #expect(Fault.timeout.description == "a timeout")
    }
}
