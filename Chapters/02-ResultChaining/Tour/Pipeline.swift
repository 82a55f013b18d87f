import Foundation
import ResultPromise
import TourKit

extension ResultChainingTour {
    /// Runs the post's pipeline for `id` and prints what it delivered; returns the error, if any.
    @discardableResult
    static func pipeline(id: String, _ host: FixtureHost, _ narrator: Narrator) async -> LookupError? {
        narrator.section("The pipeline")
        narrator.step("look up \(id), decode, to model, require an artist, filter Rock, take the name")
        let (printed, error): (String, LookupError?) = await firstCall(of: "the pipeline") { resume in
            // ANCHOR: run-pipeline
            ITunes.artistName(id: id, genre: "Rock", session: host.session)
                .run(
                    success: { name in resume(("success: \(name)", nil)) },
                    failure: { error in resume(("failure: \(error)", error)) })
            // ANCHOR_END: run-pipeline
        }
        narrator.result(printed)
        narrator.result("requests: \(host.requestCount)")
        return error
    }

    static func stepByStep(id: String, _ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Each step on its own")
        narrator.step("lookUp(id:) is the only step that waits: one request")
        let lookedUp = await ITunes.lookUp(id: id, session: host.session).result
        guard case .success(let data) = lookedUp else {
            narrator.result("lookUp: " + describe(lookedUp) { _ in "" })
            return narrator.result("decode, toModel, requireArtist, filterModels: skipped, as in the pipeline")
        }
        narrator.result("a body of \(data.count) bytes")
        narrator.step("the rest are plain functions returning a Result, called here one by one")
        let response = ITunes.decode(data)
        narrator.result("decode: " + describe(response) { "\($0.resultCount) result(s)" })
        let artists = response.flatMap(ITunes.toModel)
        narrator.result(
            "toModel: "
                + stepped(artists, after: response) { artists in
                    artists.isEmpty ? "no artists" : artists.map { "\($0.name) (\($0.genre))" }.joined(separator: ", ")
                })
        let found = artists.flatMap(ITunes.requireArtist(id: id))
        narrator.result("requireArtist(id: \(id)): " + stepped(found, after: artists) { "\($0.count) artist(s)" })
        let rock = found.flatMap(ITunes.filterModels(genre: "Rock"))
        narrator.result("filterModels(genre: \"Rock\"): " + stepped(rock, after: found) { $0.name })
    }

    /// What a step gave, or that it was skipped because the step before it had failed.
    static func stepped<T, U>(
        _ result: Result<T, LookupError>, after previous: Result<U, LookupError>, _ success: (T) -> String
    ) -> String {
        if case .failure = previous { return "skipped: the failure passes through" }
        return describe(result, success)
    }

    static func describe<T>(_ result: Result<T, LookupError>, _ success: (T) -> String) -> String {
        switch result {
        case .success(let value): success(value)
        case .failure(let error): "failure: \(error)"
        }
    }
}
