import Foundation
import ResultPromise
import Workshop

extension ResultChainingTour {
    static func pipeline(id: String, _ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("The pipeline")
        narrator.step("look up \(id), decode, to model, filter Rock, take the name")
        let printed = await withCheckedContinuation { continuation in
            // ANCHOR: run-pipeline
            ITunes.artistName(id: id, genre: "Rock", session: host.session)
                .run(
                    success: { name in continuation.resume(returning: "success: \(name)") },
                    failure: { error in continuation.resume(returning: "failure: \(error)") })
            // ANCHOR_END: run-pipeline
        }
        narrator.result(printed)
        narrator.result("requests: \(host.requestCount)")
    }

    static func stepByStep(id: String, _ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Each step on its own")
        narrator.step("lookUp(id:) is the only step that waits: one request")
        guard case .success(let data) = await ITunes.lookUp(id: id, session: host.session).result else {
            return narrator.result("the lookup failed; see the next section for why that can happen")
        }
        narrator.result("a body of \(data.count) bytes")
        narrator.step("the rest are plain functions returning a Result, called here one by one")
        let response = ITunes.decode(data)
        narrator.result("decode: " + describe(response) { "\($0.resultCount) result(s)" })
        let artists = response.flatMap(ITunes.toModel)
        narrator.result(
            "toModel: " + describe(artists) { $0.map { "\($0.name) (\($0.genre))" }.joined(separator: ", ") })
        let rock = artists.flatMap(ITunes.filterModels(genre: "Rock"))
        narrator.result("filterModels(genre: \"Rock\"): " + describe(rock) { $0.name })
    }

    static func describe<T>(_ result: Result<T, LookupError>, _ success: (T) -> String) -> String {
        switch result {
        case .success(let value): success(value)
        case .failure(let error): "failure: \(error)"
        }
    }
}
