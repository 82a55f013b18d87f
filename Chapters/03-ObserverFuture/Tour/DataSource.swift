import Foundation
import ObserverFuture
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
        let round = rounds.send(url.path)
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
        let round = rounds.send(url.path)
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
