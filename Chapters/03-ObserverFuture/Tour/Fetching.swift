import ObserverFuture
import TourKit

extension ObserverFutureTour {
    static func callbackHell(_ host: FixtureHost, _ narrator: Narrator, _ chart: GanttPicture) async {
        narrator.section("Callback hell")
        host.resetCounts()
        let rounds = RequestRounds(drawingIn: chart, section: "nested callbacks")
        narrator.step("users, then albums, then photos, each request inside the last one's callback")
        let merged = await withCheckedContinuation { continuation in
            CallbackDataSource(host, rounds).getUsersWithMergedData { continuation.resume(returning: $0) }
        }
        narrator.result(merged.map(describe) ?? "nil")
        narrator.result(cost(host, rounds))
    }

    /// What one version of the fetch did, so the next can be compared with it.
    struct Fetch {
        /// The answer in words: `10 users with …` or `rejected: …`.
        let answer: String
        /// Whether the answer is the merged users, not a rejection.
        let fulfilled: Bool
        /// Requests the host received.
        let requests: Int
        /// Rounds of the fixture delay waited in a row.
        let rounds: Int
    }

    static func chain(_ host: FixtureHost, _ narrator: Narrator, _ chart: GanttPicture) async -> Fetch {
        narrator.section("A then chain")
        host.resetCounts()
        let rounds = RequestRounds(drawingIn: chart, section: "then chain")
        narrator.step("photos, then albums, then users, as the post's chain of then")
        let merged = host.holdingAnswers { DataSource(host, rounds).getUsersWithMergedData() }
        narrator.result("built the chain: \(rounds.sent) request already sent, because a promise here is eager")
        let outcome = await settled(merged)
        narrator.result(describe(outcome))
        narrator.result(cost(host, rounds))
        return Fetch(
            answer: describe(outcome), fulfilled: (try? outcome.get()) != nil, requests: host.requestCount,
            rounds: rounds.count)
    }

    static func parallel(_ host: FixtureHost, _ narrator: Narrator, _ chart: GanttPicture, against chained: Fetch) async
    {
        narrator.section("The parallel fetch")
        host.resetCounts()
        let rounds = RequestRounds(drawingIn: chart, section: "zip")
        narrator.step("users, albums and photos at once, joined by zip")
        let merged = host.holdingAnswers { DataSource(host, rounds).getUsersWithMergedDataInParallel() }
        narrator.result("built it: \(rounds.sent) requests already sent")
        let outcome = await settled(merged)
        narrator.result(describe(outcome))
        narrator.result(cost(host, rounds))
        let zipped = Fetch(
            answer: describe(outcome), fulfilled: (try? outcome.get()) != nil, requests: host.requestCount,
            rounds: rounds.count)
        for line in compare(zipped, with: chained) { narrator.say("  " + line) }
    }

    /// What the parallel fetch's run says against the chain's: the time saved only when both
    /// delivered the same users from the same requests, which a `--fault` can prevent.
    static func compare(_ zipped: Fetch, with chained: Fetch) -> [String] {
        if zipped.fulfilled, zipped.answer == chained.answer, zipped.requests == chained.requests {
            return [
                "Same requests, same answer: \(zipped.rounds) round of waiting against the chain's \(chained.rounds),",
                "so about \(zipped.rounds)/\(chained.rounds) of the chain's time, give or take the decoding.",
            ]
        }
        if !zipped.fulfilled && !chained.fulfilled {
            return [
                "Both failed, so there is no answer to time: the chain stopped at the failure, after",
                "\(chained.requests) requests; zip had sent all \(zipped.requests) before anything failed.",
            ]
        }
        return [
            "The two versions did not deliver the same answer (\(zipped.fulfilled ? "the chain" : "zip") failed),",
            "so their times are not compared.",
        ]
    }
}
