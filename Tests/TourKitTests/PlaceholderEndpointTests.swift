import Foundation
import Testing
import TourKit

@Suite("jsonplaceholder fixtures through URLSession")
struct PlaceholderEndpointTests {
    @Test("/users decodes into ten users numbered 1 to 10")
    func users() async throws {
        let users = try await decode([User].self, from: Fixtures.usersURL, host: quickHost())
        #expect(users.map(\.id) == Array(1...10))
        #expect(Set(users.map(\.email)).count == 10)
    }

    @Test("/albums decodes into a hundred albums, ten per user")
    func albums() async throws {
        let albums = try await decode([Album].self, from: Fixtures.albumsURL, host: quickHost())
        #expect(albums.count == 100)
        #expect(
            Dictionary(grouping: albums, by: \.userId).mapValues(\.count)
                == Dictionary(uniqueKeysWithValues: (1...10).map { ($0, 10) }))
    }

    @Test("/photos decodes into five thousand photos, fifty per album")
    func photos() async throws {
        let photos = try await decode([Photo].self, from: Fixtures.photosURL, host: quickHost())
        #expect(photos.count == 5000)
        #expect(Set(Dictionary(grouping: photos, by: \.albumId).values.map(\.count)) == [50])
        #expect(Set(photos.map(\.albumId)) == Set(1...100))
    }

    @Test("?userId=N gives that user's ten albums", arguments: [1, 4, 10])
    func albumsOfUser(userId: Int) async throws {
        let albums = try await decode([Album].self, from: Fixtures.albumsURL(userId: userId), host: quickHost())
        #expect(albums.count == 10)
        #expect(albums.allSatisfy { $0.userId == userId })
    }

    @Test("?albumId=N gives that album's fifty photos", arguments: [1, 37, 100])
    func photosOfAlbum(albumId: Int) async throws {
        let photos = try await decode([Photo].self, from: Fixtures.photosURL(albumId: albumId), host: quickHost())
        #expect(photos.count == 50)
        #expect(photos.allSatisfy { $0.albumId == albumId })
    }

    @Test("a filter matching nothing gives an empty list, as the public API does")
    func emptyFilter() async throws {
        let albums = try await decode([Album].self, from: Fixtures.albumsURL(userId: 11), host: quickHost())
        #expect(albums.isEmpty)
    }

    @Test("single items decode by id")
    func singleItems() async throws {
        let host = quickHost()
        #expect(try await decode(User.self, from: Fixtures.userURL(id: 3), host: host).id == 3)
        #expect(try await decode(Album.self, from: Fixtures.albumURL(id: 42), host: host).userId == 5)
        #expect(try await decode(Photo.self, from: Fixtures.photoURL(id: 5000), host: host).albumId == 100)
    }

    @Test("nested routes list a user's albums and an album's photos")
    func nestedRoutes() async throws {
        let host = quickHost()
        let albums = try await decode(
            [Album].self, from: URL(string: "https://jsonplaceholder.test/users/2/albums")!, host: host)
        #expect(albums.map(\.id) == Array(11...20))
        let photos = try await decode(
            [Photo].self, from: URL(string: "https://jsonplaceholder.test/albums/3/photos")!, host: host)
        #expect(photos.map(\.id) == Array(101...150))
    }

    @Test(
        "an unknown id or path answers 404 with a JSON error body",
        arguments: [
            Fixtures.userURL(id: 0), Fixtures.userURL(id: 11), Fixtures.albumURL(id: 101), Fixtures.photoURL(id: 5001),
            URL(string: "https://jsonplaceholder.test/users/abc")!, URL(string: "https://jsonplaceholder.test/posts")!,
            URL(string: "https://itunes.test/search?term=rock")!,
        ]
    )
    func notFound(url: URL) async throws {
        let fetched = try await fetch(url, from: quickHost())
        #expect(fetched.status == 404)
        let body = try JSONSerialization.jsonObject(with: try #require(fetched.data)) as? [String: String]
        #expect(body?["error"] == "not found")
    }

    @Test(
        "an unknown host answers 404 and never reaches the network",
        arguments: ["https://example.com/users", "http://unknown.test/"])
    func unknownHost(address: String) async throws {
        let fetched = try await fetch(URL(string: address)!, from: quickHost())
        #expect(fetched.status == 404)
        #expect(fetched.text.contains("unknown host"))
    }

    @Test("answers are JSON with a content type and length, identical every time")
    func deterministic() async throws {
        let host = quickHost()
        let first = try await fetch(Fixtures.albumsURL(userId: 2), from: host)
        let second = try await fetch(Fixtures.albumsURL(userId: 2), from: host)
        #expect(first.data == second.data)
        #expect(first.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(first.headers["Content-Length"] == first.data.map { String($0.count) })
    }
}
