import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The post's pipeline, one small function per step, each testable on its own:
///
/// ```swift
/// lookUp(id: "909253", session: session)
///     .then(decode)
///     .then(toModel)
///     .then(filterModels(genre: "Rock"))
///     .then { $0.name }
///     .run(success: { print($0) }, failure: { print($0) })
/// ```
public enum ITunes {
    /// Where the lookups go: the fixture host's reserved name, answered offline.
    public static let host = "itunes.test"

    // ANCHOR: look-up
    /// A promise of the lookup's body. Nothing is sent until it runs.
    public static func lookUp(id: String, session: URLSession) -> Promise<Data, LookupError> {
        Promise { completion in
            guard !id.isEmpty, id.allSatisfy(\.isASCII), id.allSatisfy(\.isNumber),
                let url = URL(string: "https://\(host)/lookup?id=\(id)")
            else {
                return completion(.failure(.noURL(id: id)))
            }
            session.dataTask(with: url) { data, response, error in
                if let error {
                    completion(.failure(.requestFailed((error as? URLError)?.code ?? .unknown)))
                } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                    completion(.failure(.httpStatus(status)))
                } else {
                    completion(.success(data ?? Data()))
                }
            }.resume()
        }
    }
    // ANCHOR_END: look-up

    // ANCHOR: decode
    /// Data to the response's shape: not JSON at all, or JSON of the wrong shape, are two errors.
    @Sendable public static func decode(_ data: Data) -> Result<LookupResponse, LookupError> {
        do {
            return .success(try JSONDecoder().decode(LookupResponse.self, from: data))
        } catch DecodingError.dataCorrupted {
            return .failure(.parsingJSONFailed)
        } catch {
            return .failure(.wrongFormat)
        }
    }
    // ANCHOR_END: decode

    // ANCHOR: to-model
    /// The response to artists: every artist entry must have a name and a genre.
    @Sendable public static func toModel(_ response: LookupResponse) -> Result<[Artist], LookupError> {
        var artists: [Artist] = []
        for entry in response.results where entry.wrapperType == "artist" {
            guard let id = entry.artistId, let name = entry.artistName, let genre = entry.primaryGenreName else {
                return .failure(.invalidModel)
            }
            artists.append(Artist(id: id, name: name, genre: genre))
        }
        return .success(artists)
    }
    // ANCHOR_END: to-model

    // ANCHOR: require-artist
    /// An empty list means the catalogue has no artist with that id: say so, rather than let the
    /// genre filter report a missing genre.
    public static func requireArtist(id: String) -> @Sendable ([Artist]) -> Result<[Artist], LookupError> {
        { artists in artists.isEmpty ? .failure(.noArtist(id: id)) : .success(artists) }
    }
    // ANCHOR_END: require-artist

    // ANCHOR: filter
    /// The first artist of `genre`, or the reason there is none.
    public static func filterModels(genre: String) -> @Sendable ([Artist]) -> Result<Artist, LookupError> {
        { artists in
            guard let artist = artists.first(where: { $0.genre == genre }) else {
                return .failure(.noResultFound(genre: genre))
            }
            return .success(artist)
        }
    }
    // ANCHOR_END: filter

    // ANCHOR: pipeline
    /// The whole pipeline: the name of the artist with `id`, if their genre is `genre`.
    public static func artistName(id: String, genre: String, session: URLSession) -> Promise<String, LookupError> {
        lookUp(id: id, session: session)
            .then(decode)
            .then(toModel)
            .then(requireArtist(id: id))
            .then(filterModels(genre: genre))
            .then { $0.name }
    }
    // ANCHOR_END: pipeline
}
