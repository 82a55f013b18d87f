import Foundation
import ResultPromise
import TourKit

/// Chapter 2's tour: the post's iTunes pipeline against the fixture host, each step on its
/// own, every failure path with its typed error, and which `then` Swift picks.
package enum ResultChainingTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "result-chaining",
        summary: "Chapter 2, Result-chaining: a promise whose failures skip every later step.",
        options: [
            .value(
                "--id", placeholder: "ID", help: "the iTunes artist id to look up",
                default: String(Fixtures.rockArtistId), requirement: "digits, like 909253",
                isValid: { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        ],
        faultTargets: [FaultTarget("lookup", path: "/lookup")]
    )

    /// Runs the whole tour.
    ///
    /// - Throws: ``UnknownArtist`` after the whole tour, when `--id` names an artist the
    ///   catalogue does not have, so that the command exits with a non-zero status.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async throws {
        let host = FixtureHost(for: options)
        let id = options.value("--id") ?? String(Fixtures.rockArtistId)
        let failure = await pipeline(id: id, host, narrator)
        await stepByStep(id: id, host, narrator)
        await failures(host, narrator)
        overloads(narrator)
        if failure == .noArtist(id: id) { throw UnknownArtist(id: id) }
    }

    /// `--id` named an artist the fixture catalogue does not have.
    package struct UnknownArtist: Error, CustomStringConvertible {
        /// The id asked for.
        package let id: String
        package var description: String {
            "no artist with id \(id) in the fixture catalogue (it has \(Fixtures.rockArtistId) and \(Fixtures.jazzArtistId))"
        }
    }
}

extension Promise {
    /// Runs the promise and waits for its `Result`: the bridge to `await`.
    var result: Result<T, E> {
        get async {
            await firstCall(of: "the promise") { resume in run(resume) }
        }
    }
}
