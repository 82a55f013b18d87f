import Foundation
import LazyPromise
import TourKit

extension LazyMonadTour {
    static func laziness(_ host: FixtureHost, _ narrator: Narrator, _ pictures: Pictures) async {
        narrator.section("Laziness, made visible")
        host.resetCounts()
        let (tour, chain, server) = ("tour", "countUsers, a Promise value", "fixture host")
        let picture = pictures.add(SequencePicture(name: "lazy-monad-laziness", participants: [tour, chain, server]))
        host.watch { event in
            switch event {
            case .request(let path): picture.message(chain, server, "GET \(path)")
            case .answer(_, let status): picture.message(server, chain, status, reply: true)
            }
        }
        defer { host.watch { _ in } }
        picture.message(tour, chain, "build: Network(…).get().then { count }")
        narrator.step("build a chain: a request, then a count of what came back")
        // ANCHOR: lazy-chain
        let countUsers = Network(Fixtures.usersURL, session: host.session).get()
            .then { result in (try? JSONDecoder().decode([User].self, from: result.get()))?.count }
        // ANCHOR_END: lazy-chain
        narrator.result("requests so far: \(host.requestCount)")
        picture.note(over: chain, server, "built: nothing has run, requests so far: \(host.requestCount)")

        for (step, note) in [("execute it", "first"), ("execute the same value again: the task runs again", "second")] {
            narrator.step(step)
            picture.message(tour, chain, "execute(), the \(note) time")
            let users = describe(users: await countUsers.value)
            picture.message(chain, tour, users, reply: true)
            narrator.result("\(users); requests so far: \(host.requestCount)")
        }
    }

    /// `10 users`, or that there was no list to count.
    static func describe(users count: Int?) -> String {
        count.map { "\($0) users" } ?? "no list of users (the request failed)"
    }
}
