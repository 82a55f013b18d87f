import AsyncBridges
import Foundation
import ObserverFuture
import TourKit

extension AsyncAwaitTour {
    static func fiveWays(_ host: FixtureHost, _ narrator: Narrator) async throws {
        narrator.section("Users, albums and photos, five ways")
        let ways: [(String, @Sendable (FixtureHost, RequestRounds) async throws -> [UserWithAlbums])] = [
            ("chapter 3's then chain", { host, rounds in try await host.holdingAnswers { chain(host, rounds) }.value }),
            ("chapter 3's zip", { host, rounds in try await host.holdingAnswers { zipped(host, rounds) }.value }),
            (
                "three awaits in a row",
                { host, rounds in
                    try await AsyncDataSource(session: host.session, rounds: rounds).usersWithMergedData()
                }
            ),
            (
                "async let",
                { host, rounds in
                    try await AsyncDataSource(session: host.session, rounds: rounds).usersWithMergedDataInParallel()
                }
            ),
            (
                "a task group",
                { host, rounds in
                    try await AsyncDataSource(session: host.session, rounds: rounds).usersWithMergedDataInGroup()
                }
            ),
        ]
        var waited: [String: Int] = [:]
        for (name, fetch) in ways {
            host.resetCounts()
            let rounds = RequestRounds()
            let merged: Result<[UserWithAlbums], any Error>
            do { merged = .success(try await fetch(host, rounds)) } catch { merged = .failure(error) }
            waited[name] = rounds.count
            let noun = rounds.count == 1 ? "round" : "rounds"
            narrator.step(name)
            let outcome =
                switch merged {
                case .success(let users): describe(users)
                case .failure(let error): "threw: \(describe(error))"
                }
            narrator.result(
                "\(outcome); requests: \(host.requestCount); waited \(rounds.count) \(noun) of the fixture delay")
        }
        let counts = ways.map { waited[$0.0] ?? 0 }.map(String.init).joined(separator: ", ")
        narrator.say("  Rounds of waiting, in that order: \(counts). Each round is one fixture delay, so")
        narrator.say("  async let and the group take about the time of zip, and the awaits in a row that of the chain.")
    }

    /// An error in words that read the same on every platform.
    static func describe(_ error: any Error) -> String {
        if case RESTError.status(let status) = error { return "HTTP status \(status)" }
        return readable(error)
    }

    /// `10 users with 100 albums and 5000 photos`.
    static func describe(_ users: [UserWithAlbums]) -> String {
        let albums = users.flatMap(\.albums)
        let photos = albums.reduce(0) { $0 + $1.photos.count }
        return "\(users.count) users with \(albums.count) albums and \(photos) photos"
    }

    /// Chapter 3's requests, counted in rounds as the async ones are.
    static func fetch<Model: Decodable & Sendable>(
        _ type: Model.Type, _ url: URL, _ host: FixtureHost, _ rounds: RequestRounds
    ) -> ObserverFuture.Promise<Model> {
        let round = rounds.send()
        let promise = RESTClient(session: host.session).get(type, atURL: url)
        // The first observer, so it runs before anything chained on starts the next request.
        promise.observe { _ in rounds.finish(round) }
        return promise
    }

    static func chain(_ host: FixtureHost, _ rounds: RequestRounds) -> ObserverFuture.Promise<[UserWithAlbums]> {
        fetch([Photo].self, Fixtures.photosURL, host, rounds).then { photos in
            fetch([Album].self, Fixtures.albumsURL, host, rounds).then { albums in
                fetch([User].self, Fixtures.usersURL, host, rounds).map { users in
                    merge(users: users, albums: albums, photos: photos)
                }
            }
        }
    }

    static func zipped(_ host: FixtureHost, _ rounds: RequestRounds) -> ObserverFuture.Promise<[UserWithAlbums]> {
        fetch([User].self, Fixtures.usersURL, host, rounds)
            .zip(
                fetch([Album].self, Fixtures.albumsURL, host, rounds),
                fetch([Photo].self, Fixtures.photosURL, host, rounds)
            )
            .map { users, albums, photos in merge(users: users, albums: albums, photos: photos) }
    }
}
