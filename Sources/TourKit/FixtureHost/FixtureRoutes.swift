import Foundation

/// What a fixture host answers to a request before any delay or fault: an HTTP status and a JSON body.
struct FixtureAnswer: Sendable, Equatable {
    var status: Int
    var body: Data
}

/// What the fixture URL protocol hands to URLSession: an HTTP answer or a transport failure.
enum FixtureReply: Sendable {
    case answer(FixtureAnswer)
    case failure(URLError)
}

/// Maps a request's URL to its fixture answer; a pure function, so tests and faults can reuse it.
enum FixtureRoutes {
    static func answer(for url: URL, method: String = "GET") -> FixtureAnswer {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return notFound(["error": "not found", "url": url.absoluteString])
        }
        guard method == "GET" else {
            return FixtureAnswer(status: 405, body: json(["error": "method not allowed", "method": method]))
        }
        let segments = components.path.split(separator: "/").map(String.init)
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first }
        )
        let answer: FixtureAnswer?
        switch components.host?.lowercased() {
        case Fixtures.placeholderHost:
            answer = placeholder(segments, query: query)
        case Fixtures.iTunesHost:
            answer = iTunes(segments, query: query)
        case let host:
            return notFound(["error": "unknown host", "host": host ?? ""])
        }
        return answer ?? notFound(["error": "not found", "path": components.path])
    }

    // MARK: jsonplaceholder.test

    private static let usersBody = json(PlaceholderData.users)
    private static let albumsBody = json(PlaceholderData.albums)
    private static let photosBody = json(PlaceholderData.photos)

    private static func placeholder(_ segments: [String], query: [String: String]) -> FixtureAnswer? {
        switch (segments.first, segments.count) {
        case ("users", 1):
            return ok(usersBody)
        case ("users", 2):
            return item(PlaceholderData.users, id: segments[1])
        case ("users", 3) where segments[2] == "albums":
            return ok(json(PlaceholderData.albums.filter { String($0.userId) == segments[1] }))
        case ("albums", 1):
            guard let userId = query["userId"] else { return ok(albumsBody) }
            return ok(json(PlaceholderData.albums.filter { String($0.userId) == userId }))
        case ("albums", 2):
            return item(PlaceholderData.albums, id: segments[1])
        case ("albums", 3) where segments[2] == "photos":
            return ok(json(PlaceholderData.photos.filter { String($0.albumId) == segments[1] }))
        case ("photos", 1):
            guard let albumId = query["albumId"] else { return ok(photosBody) }
            return ok(json(PlaceholderData.photos.filter { String($0.albumId) == albumId }))
        case ("photos", 2):
            return item(PlaceholderData.photos, id: segments[1])
        default:
            return nil
        }
    }

    /// One element by its id as typed in the path; like the public API, anything unknown is a 404.
    private static func item<Element: Identifiable & Encodable>(_ elements: [Element], id: String) -> FixtureAnswer?
    where Element.ID == Int {
        elements.first { String($0.id) == id }.map { ok(json($0)) }
    }

    // MARK: itunes.test

    private static func iTunes(_ segments: [String], query: [String: String]) -> FixtureAnswer? {
        guard segments == ["lookup"] else { return nil }
        // The public API takes several ids separated by commas and answers them in the order asked.
        let texts = (query["id"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
        let ids = texts.compactMap { Int($0) }
        guard !texts.isEmpty, ids.count == texts.count else {
            return FixtureAnswer(
                status: 400, body: json(["errorMessage": "id must be one or more numbers separated by commas"]))
        }
        return ok(json(ITunesLookup(results: ids.compactMap(ITunesCatalog.artist(id:)))))
    }

    // MARK: Bodies

    private static func ok(_ body: Data) -> FixtureAnswer {
        FixtureAnswer(status: 200, body: body)
    }

    private static func notFound(_ fields: [String: String]) -> FixtureAnswer {
        FixtureAnswer(status: 404, body: json(fields))
    }

    /// JSON with sorted keys, so the same value always gives the same bytes on every platform.
    static func json(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value encoded here is a plain struct of strings and integers, which cannot fail to encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
