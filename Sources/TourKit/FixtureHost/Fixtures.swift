import Foundation

/// The addresses a ``FixtureHost`` answers, so a tour never spells a fixture URL by hand.
///
/// ```swift
/// Fixtures.usersURL                  // https://jsonplaceholder.test/users
/// Fixtures.albumsURL(userId: 1)      // https://jsonplaceholder.test/albums?userId=1
/// Fixtures.lookupURL(id: 909253)     // https://itunes.test/lookup?id=909253
/// ```
///
/// - Note: `.test` is reserved by RFC 2606 and never resolves, so a request that escaped the fixture
///   host would fail instead of reaching a real server.
package enum Fixtures {
    /// The host name of the jsonplaceholder-shaped fixtures.
    package static let placeholderHost = "jsonplaceholder.test"
    /// The host name of the iTunes-lookup-shaped fixtures.
    package static let iTunesHost = "itunes.test"

    /// The artist id the post's iTunes pipeline looks up; the fixture has it as a "Rock" artist.
    package static let rockArtistId = 909253
    /// An artist id the fixture knows whose genre is not "Rock" ("Jazz"), for the "no match" path.
    package static let jazzArtistId = 159260
    /// An artist id the fixture does not know: its lookup answers zero results.
    package static let unknownArtistId = 1

    /// All ten users.
    package static let usersURL = placeholderURL("/users")
    /// All hundred albums.
    package static let albumsURL = placeholderURL("/albums")
    /// All five thousand photos.
    package static let photosURL = placeholderURL("/photos")

    /// One user; an id outside 1...10 answers 404.
    ///
    /// - Parameter id: The user's number.
    /// - Returns: `https://jsonplaceholder.test/users/<id>`.
    package static func userURL(id: Int) -> URL {
        placeholderURL("/users/\(id)")
    }

    /// One album; an id outside 1...100 answers 404.
    ///
    /// - Parameter id: The album's number.
    /// - Returns: `https://jsonplaceholder.test/albums/<id>`.
    package static func albumURL(id: Int) -> URL {
        placeholderURL("/albums/\(id)")
    }

    /// One photo; an id outside 1...5000 answers 404.
    ///
    /// - Parameter id: The photo's number.
    /// - Returns: `https://jsonplaceholder.test/photos/<id>`.
    package static func photoURL(id: Int) -> URL {
        placeholderURL("/photos/\(id)")
    }

    /// The ten albums of one user.
    ///
    /// - Parameter userId: The owner's number.
    /// - Returns: `https://jsonplaceholder.test/albums?userId=<userId>`.
    package static func albumsURL(userId: Int) -> URL {
        placeholderURL("/albums", query: "userId=\(userId)")
    }

    /// The fifty photos of one album.
    ///
    /// - Parameter albumId: The album's number.
    /// - Returns: `https://jsonplaceholder.test/photos?albumId=<albumId>`.
    package static func photosURL(albumId: Int) -> URL {
        placeholderURL("/photos", query: "albumId=\(albumId)")
    }

    /// The iTunes lookup of one artist.
    ///
    /// - Parameter id: The artist's number.
    /// - Returns: `https://itunes.test/lookup?id=<id>`.
    package static func lookupURL(id: Int) -> URL {
        lookupURL(idText: String(id))!
    }

    /// The iTunes lookup with the id exactly as typed, as the post's pipeline builds it from a string.
    ///
    /// - Parameter idText: The id as text, percent-encoded as needed; the fixture answers 400 when it is not a number.
    /// - Returns: The lookup URL; `nil` only if Foundation cannot form one, which the post's pipeline reports as "no URL".
    package static func lookupURL(idText: String) -> URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = iTunesHost
        components.path = "/lookup"
        components.queryItems = [URLQueryItem(name: "id", value: idText)]
        return components.url
    }

    private static func placeholderURL(_ path: String, query: String? = nil) -> URL {
        let suffix = query.map { "?\($0)" } ?? ""
        // The text is built from literals and integers only, so it always parses.
        return URL(string: "https://\(placeholderHost)\(path)\(suffix)")!
    }
}
