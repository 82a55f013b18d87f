import Foundation
import Locking
import PromiseLaws
import ResultPromise
import Testing
import TourKit

@testable import ResultChainingTour

/// The chapter's artist, not the fixture host's model of the same name.
typealias Artist = ResultPromise.Artist

@Suite("the iTunes pipeline, step by step")
struct PipelineTests {
    let host = FixtureHost(delay: .milliseconds(1))

    func body(id: Int) async throws -> Data {
        try await ITunes.lookUp(id: String(id), session: host.session).result.get()
    }

    @Test("lookUp delivers the body, and sends nothing until it runs")
    func lookUpIsLazy() async throws {
        let lookUp = ITunes.lookUp(id: "909253", session: host.session)
        #expect(host.requestCount == 0)
        _ = try await lookUp.result.get()
        #expect(host.requestCount == 1)
    }

    @Test("decode reads a fixture body into the response's shape")
    func decodeReadsTheFixture() async throws {
        let response = try ITunes.decode(try await body(id: Fixtures.rockArtistId)).get()
        #expect(response.resultCount == 1)
        #expect(response.results.first?.artistId == Fixtures.rockArtistId)
    }

    @Test("decode tells a body that is not JSON from JSON of the wrong shape")
    func decodeErrors() {
        #expect(ITunes.decode(Data("{\"resultCount\": 1, \"res".utf8)) == .failure(.parsingJSONFailed))
        #expect(ITunes.decode(Data("{\"resultCount\": \"one\"}".utf8)) == .failure(.wrongFormat))
    }

    @Test("toModel keeps artists with every field, and fails on one without")
    func toModel() {
        let good = LookupResponse(
            resultCount: 2,
            results: [
                .init(artistId: 1, artistName: "A", primaryGenreName: "Rock"),
                .init(wrapperType: "collection"),
            ])
        #expect(ITunes.toModel(good) == .success([Artist(id: 1, name: "A", genre: "Rock")]))
        #expect(
            ITunes.toModel(LookupResponse(resultCount: 1, results: [.init(artistId: 1)])) == .failure(.invalidModel))
    }

    @Test("filterModels picks the first artist of the genre, or says there is none")
    func filter() {
        let artists = [Artist(id: 1, name: "A", genre: "Jazz"), Artist(id: 2, name: "B", genre: "Rock")]
        #expect(ITunes.filterModels(genre: "Rock")(artists) == .success(artists[1]))
        #expect(ITunes.filterModels(genre: "Pop")(artists) == .failure(.noResultFound(genre: "Pop")))
    }

    @Test("a failure reaches run's failure closure once, with the first error, and no later step runs")
    func failureSkipsEveryLaterStep() async throws {
        host.inject(.status(404), onPath: "/lookup", times: 1)
        let later = Locked(0)
        // Bounded: a broken design fails this test instead of hanging the run.
        let outcome = try await waitForCallback(within: .seconds(10)) {
            (continuation: @escaping @Sendable (String) -> Void) in
            ITunes.lookUp(id: "909253", session: host.session)
                .then { data -> Result<LookupResponse, LookupError> in
                    later.withLock { $0 += 1 }
                    return ITunes.decode(data)
                }
                .then { _ -> Result<Artist, LookupError> in
                    later.withLock { $0 += 1 }
                    return .failure(.invalidModel)
                }
                .run(
                    success: { _ in continuation("success") },
                    failure: { continuation("\($0)") })
        }
        #expect(outcome == LookupError.httpStatus(404).description)
        #expect(later.withLock { $0 } == 0)
    }

    static let expected: [String: (LookupError, [String])] = [
        "an id the catalogue does not have": (.noArtist(id: "1"), ["decode", "toModel", "requireArtist"]),
        "an artist of another genre": (
            .noResultFound(genre: "Rock"), ["decode", "toModel", "requireArtist", "filterModels"]
        ),
        "a body that is not JSON": (.parsingJSONFailed, ["decode"]),
        "JSON of the wrong shape": (.wrongFormat, ["decode"]),
        "an artist without a name": (.invalidModel, ["decode", "toModel"]),
        "an HTTP error": (.httpStatus(503), []),
        "a dropped connection": (.requestFailed(.networkConnectionLost), []),
        "an id that makes no URL": (.noURL(id: "12 ab"), []),
    ]

    @Test(
        "each failure path of the tour gives its typed error and stops the chain there",
        arguments: ResultChainingTour.failurePaths.map(\.title))
    func failurePath(_ title: String) async throws {
        let path = try #require(ResultChainingTour.failurePaths.first { $0.title == title })
        let (error, steps) = try #require(Self.expected[title])
        let outcome = await ResultChainingTour.run(path, host)
        #expect(outcome.result == .failure(error))
        #expect(outcome.steps == steps)
    }

    @Test("the pipeline names the Rock artist")
    func pipelineSucceeds() async {
        let name = await ITunes.artistName(id: "909253", genre: "Rock", session: host.session).result
        #expect(name == .success("Harbor Lanterns"))
    }
}
