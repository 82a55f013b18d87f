import Foundation
import Locking
import ResultPromise
import TourKit

extension ResultChainingTour {
    /// One way the pipeline can fail: what to break, and how.
    struct FailurePath: Sendable {
        let title: String
        let id: String
        let genre: String
        let fault: Fault?
    }

    /// Every failure the tour shows; the tests run the same list.
    static let failurePaths: [FailurePath] = [
        FailurePath(title: "an id the catalogue does not have", id: "1", genre: "Rock", fault: nil),
        FailurePath(title: "an artist of another genre", id: String(Fixtures.jazzArtistId), genre: "Rock", fault: nil),
        FailurePath(
            title: "a body that is not JSON", id: String(Fixtures.rockArtistId), genre: "Rock", fault: .malformedBody),
        FailurePath(
            title: "JSON of the wrong shape", id: String(Fixtures.rockArtistId), genre: "Rock",
            fault: .replacedBody(#"{"resultCount": "one"}"#)),
        FailurePath(
            title: "an artist without a name", id: String(Fixtures.rockArtistId), genre: "Rock",
            fault: .replacedBody(#"{"resultCount": 1, "results": [{"wrapperType": "artist"}]}"#)),
        FailurePath(title: "an HTTP error", id: String(Fixtures.rockArtistId), genre: "Rock", fault: .status(503)),
        FailurePath(
            title: "a dropped connection", id: String(Fixtures.rockArtistId), genre: "Rock", fault: .droppedConnection),
        FailurePath(title: "an id that makes no URL", id: "12 ab", genre: "Rock", fault: nil),
    ]

    /// Runs the pipeline with one failure injected, recording which steps ran.
    static func run(_ path: FailurePath, _ host: FixtureHost) async -> (
        result: Result<String, LookupError>, steps: [String]
    ) {
        host.resetCounts()
        if let fault = path.fault { host.inject(fault, onPath: "/lookup", times: 1) }
        let steps = Locked<[String]>([])
        let record: @Sendable (String) -> Void = { step in steps.withLock { $0.append(step) } }
        let result = await ITunes.lookUp(id: path.id, session: host.session)
            .then { data in
                record("decode")
                return ITunes.decode(data)
            }
            .then { response in
                record("toModel")
                return ITunes.toModel(response)
            }
            .then { artists in
                record("requireArtist")
                return ITunes.requireArtist(id: path.id)(artists)
            }
            .then { artists in
                record("filterModels")
                return ITunes.filterModels(genre: path.genre)(artists)
            }
            .then { artist in
                record("name")
                return artist.name
            }
            .result
        return (result, steps.withLock { $0 })
    }

    static func failures(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Every way it fails")
        for path in failurePaths {
            narrator.step(path.title)
            let (result, steps) = await run(path, host)
            narrator.result(describe(result) { "success: \($0)" })
            narrator.result("steps after lookUp that ran: " + (steps.isEmpty ? "none" : steps.joined(separator: ", ")))
        }
    }
}
