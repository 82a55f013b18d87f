import Foundation
import LazyPromise
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LazyMonadTour {
    static func failure(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("When a request fails")
        host.resetCounts()
        host.inject(.droppedConnection, onPath: "/users", times: 1)
        narrator.step("the users request drops its connection; the chain from the first section runs")
        let result = await usersThenAlbums(host.session).value
        narrator.result(describe(result, as: Album.self, "albums") + "; requests: \(host.requestCount)")
        narrator.say("  The failure was a value, .failure(…), handed to bind's closure, which ignored it")
        narrator.say("  and asked for the albums anyway. Nothing in the design stops a chain.")

        host.resetCounts()
        host.inject(.droppedConnection, onPath: "/users", times: 1)
        narrator.step("so every step has to look inside the Result itself")
        let careful = await carefulUsersThenAlbums(host.session).value
        narrator.result(describe(careful, as: Album.self, "albums") + "; requests: \(host.requestCount)")

        host.resetCounts()
        host.inject(.status(500), onPath: "/albums", times: 1)
        narrator.step("the albums request answers HTTP 500; a then after it still runs")
        let summary = await carefulUsersThenAlbums(host.session)
            .then { "the next step ran, holding " + describe($0, as: Album.self, "albums") }
            .value
        narrator.result(summary + "; requests: \(host.requestCount)")
    }

    /// The chain written defensively: a failure is passed on by hand instead of making the next request.
    // ANCHOR: careful-chain
    static func carefulUsersThenAlbums(_ session: URLSession) -> Promise<Result<Data, any Error>> {
        Network(Fixtures.usersURL, session: session).get()
            .bind { users in
                guard case .success = users else { return Promise(value: users) }
                return Network(Fixtures.albumsURL(userId: 1), session: session).get()
            }
    }
    // ANCHOR_END: careful-chain
}
