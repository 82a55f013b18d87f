import ObserverFuture
import Workshop

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

    static func chain(_ host: FixtureHost, _ narrator: Narrator, _ chart: GanttPicture) async -> Int {
        narrator.section("A then chain")
        host.resetCounts()
        let rounds = RequestRounds(drawingIn: chart, section: "then chain")
        narrator.step("photos, then albums, then users, as the post's chain of then")
        let merged = host.holdingAnswers { DataSource(host, rounds).getUsersWithMergedData() }
        narrator.result("built the chain: \(rounds.sent) request already sent, because a promise here is eager")
        narrator.result(describe(await settled(merged)))
        narrator.result(cost(host, rounds))
        return rounds.count
    }

    static func parallel(_ host: FixtureHost, _ narrator: Narrator, _ chart: GanttPicture, chainRounds: Int) async {
        narrator.section("The parallel fetch")
        host.resetCounts()
        let rounds = RequestRounds(drawingIn: chart, section: "zip")
        narrator.step("users, albums and photos at once, joined by zip")
        let merged = host.holdingAnswers { DataSource(host, rounds).getUsersWithMergedDataInParallel() }
        narrator.result("built it: \(rounds.sent) requests already sent")
        narrator.result(describe(await settled(merged)))
        narrator.result(cost(host, rounds))
        narrator.say(
            "  Same requests, same answer: \(rounds.count) round of waiting against the chain's \(chainRounds),")
        narrator.say("  so about \(rounds.count)/\(chainRounds) of the chain's time, give or take the decoding.")
    }
}
