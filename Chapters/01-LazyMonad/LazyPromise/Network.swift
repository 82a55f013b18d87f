import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The post's networking constructor: `Network(url).get()` is a promise of the response body.
///
/// ```swift
/// Network(url, session: session).get().then { result in print(result) }.execute()
/// ```
///
/// - Note: The session is a parameter (the post made a new default one per request), so the
///   tour and the tests can hand it a session that talks to a fixture host.
// ANCHOR: network
public struct Network: Sendable {
    /// Where to send the request.
    public let url: URL
    let session: URLSession

    /// A request for `url`, to be sent with `session`.
    public init(_ url: URL, session: URLSession = .shared) {
        self.url = url
        self.session = session
    }

    /// A promise of the body, or of the reason there is none. Nothing is sent until it executes.
    public func get() -> Promise<Result<Data, any Error>> {
        Promise { completion in
            session.dataTask(with: url) { data, response, error in
                if let error {
                    completion(.failure(error))
                } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                    completion(.failure(NetworkError.status(status)))
                } else {
                    completion(.success(data ?? Data()))
                }
            }.resume()
        }
    }
}
// ANCHOR_END: network

/// Why a request gave no body.
public enum NetworkError: Error, Equatable {
    /// The server answered with a status outside 200–299.
    case status(Int)
}
