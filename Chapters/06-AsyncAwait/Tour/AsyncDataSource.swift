import Foundation
import ObserverFuture
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Chapter 3's merge: photos into their albums, albums into their users.
func merge(users: [User], albums: [Album], photos: [Photo]) -> [UserWithAlbums] {
    Merge.albums(Merge.photos(photos, into: albums), into: users)
}

/// Chapter 3's data source, written with `async` functions over `URLSession`'s own `async`
/// API, which swift-corelibs-foundation has on Linux too.
struct AsyncDataSource: Sendable {
    let session: URLSession
    let rounds: RequestRounds
    /// Called after each answer is decoded, before the caller goes on: the tour cancels here.
    var answered: @Sendable () -> Void = {}

    // ANCHOR: get
    func get<Model: Decodable & Sendable>(_ type: Model.Type, _ url: URL) async throws -> Model {
        // Cancellation is cooperative: nothing stops this function unless it looks.
        try Task.checkCancellation()
        let round = rounds.send()
        let (data, response) = try await session.answer(from: url)
        rounds.finish(round)
        defer { answered() }
        // A failed request throws; an error status does not: look, as chapter 3's client does.
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw RESTError.status(status)
        }
        return try JSONDecoder().decode(type, from: data)
    }
    // ANCHOR_END: get

    // ANCHOR: sequential
    func usersWithMergedData() async throws -> [UserWithAlbums] {
        let photos = try await get([Photo].self, Fixtures.photosURL)
        let albums = try await get([Album].self, Fixtures.albumsURL)
        let users = try await get([User].self, Fixtures.usersURL)
        return merge(users: users, albums: albums, photos: photos)
    }
    // ANCHOR_END: sequential

    // ANCHOR: async-let
    func usersWithMergedDataInParallel() async throws -> [UserWithAlbums] {
        async let users = get([User].self, Fixtures.usersURL)
        async let albums = get([Album].self, Fixtures.albumsURL)
        async let photos = get([Photo].self, Fixtures.photosURL)
        return try await merge(users: users, albums: albums, photos: photos)
    }
    // ANCHOR_END: async-let

    /// One of the three downloads, as a task group's children return them.
    enum Part: Sendable {
        case users([User])
        case albums([Album])
        case photos([Photo])
    }

    // ANCHOR: task-group
    func usersWithMergedDataInGroup() async throws -> [UserWithAlbums] {
        try await withThrowingTaskGroup(of: Part.self) { group in
            group.addTask { .users(try await get([User].self, Fixtures.usersURL)) }
            group.addTask { .albums(try await get([Album].self, Fixtures.albumsURL)) }
            group.addTask { .photos(try await get([Photo].self, Fixtures.photosURL)) }
            var (users, albums, photos): ([User], [Album], [Photo]) = ([], [], [])
            for try await part in group {
                switch part {
                case .users(let value): users = value
                case .albums(let value): albums = value
                case .photos(let value): photos = value
                }
            }
            return merge(users: users, albums: albums, photos: photos)
        }
    }
    // ANCHOR_END: task-group
}
