import Foundation
import LazyPromise
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LazyMonadTour {
    static func callbackHell(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Callback hell")
        narrator.step("the users, then the first user's albums, each request inside the last one's callback")
        let nested = await withCheckedContinuation { continuation in
            nestedRequests(host.session) { continuation.resume(returning: $0) }
        }
        narrator.result(nested)
        narrator.result("requests so far: \(host.requestCount)")

        narrator.step("the same two requests as a bind chain")
        let chained = await usersThenAlbums(host.session).value
        narrator.result(describe(chained, as: Album.self, "albums"))
        narrator.result("requests so far: \(host.requestCount)")
    }

    /// Two requests the way the post starts: each level handles its own error and resumes its own task.
    // ANCHOR: nested
    static func nestedRequests(_ session: URLSession, done: @escaping @Sendable (String) -> Void) {
        session.dataTask(with: Fixtures.usersURL) { data, _, error in
            guard let data, error == nil, let users = try? JSONDecoder().decode([User].self, from: data),
                let first = users.first
            else { return done("the users request failed") }
            session.dataTask(with: Fixtures.albumsURL(userId: first.id)) { data, _, error in
                guard let data, error == nil, let albums = try? JSONDecoder().decode([Album].self, from: data)
                else { return done("the albums request failed") }
                done("\(users.count) users; \(first.name) has \(albums.count) albums")
            }.resume()
        }.resume()
    }
    // ANCHOR_END: nested

    /// The post's chain: the second request waits for the first, with no nesting.
    // ANCHOR: chain
    static func usersThenAlbums(_ session: URLSession) -> Promise<Result<Data, any Error>> {
        Network(Fixtures.usersURL, session: session).get()
            .bind { _ in Network(Fixtures.albumsURL(userId: 1), session: session).get() }
    }
    // ANCHOR_END: chain

    /// `10 albums`, or why there are none, in words that read the same on every platform.
    static func describe<Model: Decodable>(_ result: Result<Data, any Error>, as model: Model.Type, _ noun: String)
        -> String
    {
        switch result {
        case .success(let data):
            guard let items = try? JSONDecoder().decode([Model].self, from: data) else {
                return "a body that is not \(noun)"
            }
            return "\(items.count) \(noun)"
        case .failure(let error):
            return "failure: \(describe(error))"
        }
    }

    static func describe(_ error: any Error) -> String {
        if case NetworkError.status(let status) = error { return "HTTP status \(status)" }
        return readable(error)
    }
}
