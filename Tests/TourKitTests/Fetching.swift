import Dispatch
import Foundation
import PromiseLaws
import Testing

@testable import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a data task delivered, reduced to Sendable values.
struct Fetched: Sendable {
    let data: Data?
    let status: Int?
    let headers: [String: String]
    let error: URLError?
    let otherError: String?

    var text: String { data.map { String(decoding: $0, as: UTF8.self) } ?? "" }
}

/// Runs a real `URLSession.dataTask` against a host and waits for it.
func fetch(_ url: URL, from host: FixtureHost, cancelImmediately: Bool = false) async throws -> Fetched {
    try await waitForCallback { (done: @escaping @Sendable (Fetched) -> Void) in
        let task = host.session.dataTask(with: url) { data, response, error in
            let http = response as? HTTPURLResponse
            done(
                Fetched(
                    data: data,
                    status: http?.statusCode,
                    headers: (http?.allHeaderFields as? [String: String]) ?? [:],
                    error: error as? URLError,
                    otherError: error.flatMap { $0 is URLError ? nil : String(describing: $0) }
                ))
        }
        task.resume()
        if cancelImmediately { task.cancel() }
    }
}

/// Fetches a URL that must answer 200 and decodes its body.
func decode<Value: Decodable>(_ type: Value.Type, from url: URL, host: FixtureHost) async throws -> Value {
    let fetched = try await fetch(url, from: host)
    #expect(fetched.status == 200, "\(url) answered \(String(describing: fetched.status))")
    return try JSONDecoder().decode(Value.self, from: try #require(fetched.data))
}

/// A host that answers at once, so tests wait only for URLSession itself.
func quickHost() -> FixtureHost {
    FixtureHost(delay: .zero, pace: .fast)
}
