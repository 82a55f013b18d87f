import ObserverFuture
import TourKit

extension ObserverFutureTour {
    static func failure(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("When a request fails")
        await throughEachVersion(host, narrator, fault: .status(500))
        narrator.say("  The callbacks sent every request and could only say nil. The chain stopped at")
        narrator.say("  the failure and never asked for the users; zip had sent all three already.")
    }

    static func malformedBody(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("A malformed body")
        await throughEachVersion(host, narrator, fault: .malformedBody)
        narrator.say("  The post's decoder printed the error to the console and returned nil; here the")
        narrator.say("  DecodingError is the rejection, and the caller decides what to do with it.")
    }

    /// Runs the three versions, each with one fault injected into its albums request.
    static func throughEachVersion(_ host: FixtureHost, _ narrator: Narrator, fault: Fault) async {
        narrator.step("the albums request answers with \(fault), once for each version")

        host.resetCounts()
        host.inject(fault, onPath: "/albums", times: 1)
        let nested = await withCheckedContinuation { continuation in
            CallbackDataSource(host, RequestRounds()).getUsersWithMergedData { continuation.resume(returning: $0) }
        }
        narrator.result("callbacks: \(nested.map(describe) ?? "nil"); requests: \(host.requestCount)")

        host.resetCounts()
        host.inject(fault, onPath: "/albums", times: 1)
        let chained = await settled(DataSource(host, RequestRounds()).getUsersWithMergedData())
        narrator.result("then chain: \(describe(chained)); requests: \(host.requestCount)")

        host.resetCounts()
        host.inject(fault, onPath: "/albums", times: 1)
        let zipped = await settled(DataSource(host, RequestRounds()).getUsersWithMergedDataInParallel())
        narrator.result("zip: \(describe(zipped)); requests: \(host.requestCount)")
    }
}
