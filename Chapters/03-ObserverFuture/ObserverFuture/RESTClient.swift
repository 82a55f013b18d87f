import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The post's REST client: a thin wrapper around `URLSession` whose calls return promises.
///
/// ```swift
/// let client = RESTClient(session: session)
/// client.get([User].self, atURL: usersURL).observe { print($0) }   // success([...]) or failure(...)
/// ```
///
/// - Note: The session is a parameter (the post used `URLSession.shared`), so the tour and the
///   tests can hand it a session that talks to a fixture host.
public struct RESTClient: Sendable {
    let session: URLSession

    /// A client that sends its requests with `session`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    // ANCHOR: get-data
    /// A promise of the response body. The request is sent now: the promise is already running.
    ///
    /// - Returns: fulfilled with the body; rejected with the transport error, or with
    ///   ``RESTError/status(_:)`` for an HTTP status outside 200–299.
    public func getData(atURL url: URL) -> Promise<Data> {
        let promise = Promise<Data>()
        session.dataTask(with: url) { data, response, error in
            if let error {
                promise.reject(error: error)
            } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                promise.reject(error: RESTError.status(status))
            } else {
                promise.resolve(value: data ?? Data())
            }
        }.resume()
        return promise
    }
    // ANCHOR_END: get-data

    // ANCHOR: get
    /// A promise of the decoded body; a body that does not decode rejects it with the
    /// `DecodingError`.
    public func get<Model: Decodable & Sendable>(_ type: Model.Type, atURL url: URL) -> Promise<Model> {
        getData(atURL: url).map { try JSONDecoder().decode(Model.self, from: $0) }
    }
    // ANCHOR_END: get
}

/// Why a request gave no body.
public enum RESTError: Error, Equatable {
    /// The server answered with a status outside 200–299.
    case status(Int)
}
