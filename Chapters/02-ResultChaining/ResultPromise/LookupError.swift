import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every way the iTunes pipeline can fail, with the reason: the post's error enum, one case per
/// step, each carrying what a reader needs to know.
// ANCHOR: lookup-error
public enum LookupError: Error, Equatable, CustomStringConvertible {
    /// The id makes no valid lookup URL.
    case noURL(id: String)
    /// The request never got an answer.
    case requestFailed(URLError.Code)
    /// The server answered with a status outside 200–299.
    case httpStatus(Int)
    /// The body is not JSON at all.
    case parsingJSONFailed
    /// The body is JSON, but not shaped like a lookup response.
    case wrongFormat
    /// A result lacks what an artist needs (a name, a genre).
    case invalidModel
    /// The catalogue has no artist with this id.
    case noArtist(id: String)
    /// No artist of the genre asked for.
    case noResultFound(genre: String)
    // ANCHOR_END: lookup-error

    /// The reason in words.
    public var description: String {
        switch self {
        case .noURL(let id): "no valid lookup URL for the id '\(id)'"
        case .requestFailed(.timedOut): "the request timed out (the server did not answer in time)"
        case .requestFailed(.networkConnectionLost): "the connection was lost (the server hung up before it answered)"
        case .requestFailed(let code): "the request failed (URL error \(code.rawValue))"
        case .httpStatus(let status): "the server answered HTTP \(status)"
        case .parsingJSONFailed: "the body is not JSON"
        case .wrongFormat: "the JSON is not a lookup response"
        case .invalidModel: "a result lacks an artist's name or genre"
        case .noArtist(let id): "no artist with id \(id)"
        case .noResultFound(let genre): "no artist of the genre \(genre)"
        }
    }
}
