import Foundation
import ObserverFuture
import Synchronization
import Workshop

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An album with its photos, as the merge builds it.
struct AlbumWithPhotos: Sendable {
    let album: Album
    let photos: [Photo]
}

/// A user with their albums, as the merge builds it.
struct UserWithAlbums: Sendable {
    let user: User
    let albums: [AlbumWithPhotos]
}

/// The post's merge: photos into their albums, albums into their users.
enum Merge {
    static func photos(_ photos: [Photo], into albums: [Album]) -> [AlbumWithPhotos] {
        let byAlbum = Dictionary(grouping: photos, by: \.albumId)
        return albums.map { AlbumWithPhotos(album: $0, photos: byAlbum[$0.id] ?? []) }
    }

    static func albums(_ albums: [AlbumWithPhotos], into users: [User]) -> [UserWithAlbums] {
        let byUser = Dictionary(grouping: albums, by: \.album.userId)
        return users.map { UserWithAlbums(user: $0, albums: byUser[$0.id] ?? []) }
    }
}

/// Counts rounds of waiting without a clock: a request's round is one more than the latest
/// round that had finished when it was sent. Requests sent one after another take a round
/// each; requests sent together share one. Each round waits one fixture delay, so the rounds
/// say how elapsed times compare, and print the same on every run.
final class RequestRounds: Sendable {
    private let state = Mutex((sent: 0, finished: 0, latest: 0))

    /// Notes a request being sent; returns its round.
    func send() -> Int {
        state.withLock { state in
            state.sent += 1
            state.latest = max(state.latest, state.finished + 1)
            return state.finished + 1
        }
    }

    /// Notes that the request of `round` has its answer.
    func finish(_ round: Int) {
        state.withLock { $0.finished = max($0.finished, round) }
    }

    /// Requests sent so far.
    var sent: Int { state.withLock { $0.sent } }

    /// Rounds waited so far.
    var count: Int { state.withLock { $0.latest } }
}

/// The post's data source with promises: each getter returns at once, its request already sent.
struct DataSource: Sendable {
    let client: RESTClient
    let rounds: RequestRounds

    init(_ host: FixtureHost, _ rounds: RequestRounds) {
        client = RESTClient(session: host.session)
        self.rounds = rounds
    }

    func getUsers() -> Promise<[User]> { fetch([User].self, Fixtures.usersURL) }
    func getAlbums() -> Promise<[Album]> { fetch([Album].self, Fixtures.albumsURL) }
    func getPhotos() -> Promise<[Photo]> { fetch([Photo].self, Fixtures.photosURL) }

    private func fetch<Model: Decodable & Sendable>(_ type: Model.Type, _ url: URL) -> Promise<Model> {
        let round = rounds.send()
        let promise = client.get(type, atURL: url)
        // The first observer, so it runs before anything chained on starts the next request.
        promise.observe { _ in rounds.finish(round) }
        return promise
    }

    // ANCHOR: chain
    func getUsersWithMergedData() -> Promise<[UserWithAlbums]> {
        getPhotos().then { addPhotosToAlbums($0) }.then { addAlbumsToUsers($0) }
    }

    func addPhotosToAlbums(_ photos: [Photo]) -> Promise<[AlbumWithPhotos]> {
        getAlbums().map { Merge.photos(photos, into: $0) }
    }

    func addAlbumsToUsers(_ albums: [AlbumWithPhotos]) -> Promise<[UserWithAlbums]> {
        getUsers().map { Merge.albums(albums, into: $0) }
    }
    // ANCHOR_END: chain

    // ANCHOR: parallel
    func getUsersWithMergedDataInParallel() -> Promise<[UserWithAlbums]> {
        getUsers().zip(getAlbums(), getPhotos()).map { users, albums, photos in
            Merge.albums(Merge.photos(photos, into: albums), into: users)
        }
    }
    // ANCHOR_END: parallel
}

/// The post's data source with completion handlers: a failure arrives as `nil`, without a reason.
struct CallbackDataSource: Sendable {
    let session: URLSession
    let rounds: RequestRounds

    init(_ host: FixtureHost, _ rounds: RequestRounds) {
        session = host.session
        self.rounds = rounds
    }

    // ANCHOR: callback-get
    func getData<Model: Decodable & Sendable>(
        _ type: Model.Type, atURL url: URL, completion: @escaping @Sendable (Model?) -> Void
    ) {
        let round = rounds.send()
        session.dataTask(with: url) { data, _, _ in
            rounds.finish(round)
            guard let data else { return completion(nil) }
            completion(try? JSONDecoder().decode(Model.self, from: data))
        }.resume()
    }
    // ANCHOR_END: callback-get

    // ANCHOR: nested
    func getUsersWithMergedData(completion: @escaping @Sendable ([UserWithAlbums]?) -> Void) {
        getData([User].self, atURL: Fixtures.usersURL) { users in
            getData([Album].self, atURL: Fixtures.albumsURL) { albums in
                getData([Photo].self, atURL: Fixtures.photosURL) { photos in
                    guard let users, let albums, let photos else { return completion(nil) }
                    completion(Merge.albums(Merge.photos(photos, into: albums), into: users))
                }
            }
        }
    }
    // ANCHOR_END: nested
}
