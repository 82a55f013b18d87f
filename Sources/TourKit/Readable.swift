import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An error in words that read the same on every platform, for tours whose output is checked
/// against a transcript: `URLError` and `DecodingError` describe themselves differently on Linux
/// and on macOS, so they get words of their own here.
///
/// ```swift
/// readable(URLError(.networkConnectionLost))   // "the connection was lost"
/// ```
package func readable(_ error: any Error) -> String {
    if let error = error as? URLError {
        switch error.code {
        case .networkConnectionLost: return "the connection was lost (the server hung up before it answered)"
        case .timedOut: return "the request timed out (the server did not answer in time)"
        default: return "URL error \(error.code.rawValue)"
        }
    }
    if let error = error as? DecodingError {
        switch error {
        case .dataCorrupted: return "DecodingError.dataCorrupted (the body is not valid JSON)"
        case .keyNotFound(let key, _): return "DecodingError.keyNotFound (\(key.stringValue))"
        case .typeMismatch: return "DecodingError.typeMismatch"
        case .valueNotFound: return "DecodingError.valueNotFound"
        @unknown default: return "a DecodingError"
        }
    }
    return "\(error)"
}
