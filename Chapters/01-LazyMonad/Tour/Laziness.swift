import Foundation
import LazyPromise
import Workshop

extension LazyMonadTour {
    static func laziness(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Laziness, made visible")
        host.resetCounts()
        narrator.step("build a chain: a request, then a count of what came back")
        // ANCHOR: lazy-chain
        let countUsers = Network(Fixtures.usersURL, session: host.session).get()
            .then { result in (try? JSONDecoder().decode([User].self, from: result.get()))?.count ?? 0 }
        // ANCHOR_END: lazy-chain
        narrator.result("requests so far: \(host.requestCount)")

        narrator.step("execute it")
        narrator.result("\(await countUsers.value) users; requests so far: \(host.requestCount)")

        narrator.step("execute the same value again: the task runs again")
        narrator.result("\(await countUsers.value) users; requests so far: \(host.requestCount)")
    }
}
