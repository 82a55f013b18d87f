import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import Workshop

/// The reason a wait gave up: the callback never came.
struct DeadlineExceeded: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "no callback within \(seconds) s" }
}

/// Resumes a continuation at most once, whichever of the callback and the deadline comes first.
final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, any Error>?>

    init(_ continuation: CheckedContinuation<Value, any Error>) {
        self.continuation = Mutex(continuation)
    }

    func resume(with result: Result<Value, any Error>) {
        // Take it under the lock, resume outside it.
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}

/// Starts a callback-based operation and waits for its callback, failing after a deadline instead of hanging.
///
/// The deadline is a Dispatch timer racing the callback; nothing sleeps.
func waitForCallback<Value: Sendable>(
    within seconds: Double = 20,
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let once = ResumeOnce(continuation)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            once.resume(with: .failure(DeadlineExceeded(seconds: seconds)))
        }
        start { once.resume(with: .success($0)) }
    }
}

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
    try await waitForCallback { done in
        let task = host.session.dataTask(with: url) { data, response, error in
            let http = response as? HTTPURLResponse
            done(Fetched(
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
