import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// The body and response for `url`, awaited: a data task bridged with a checked continuation.
    ///
    /// - Note: Not `data(from:)`, `URLSession`'s own `async` API. On Linux, cancelling that one
    ///   while its answer is being delivered can deadlock: swift-corelibs-foundation cancels the
    ///   data task while holding the `Task`'s status lock, and waits for the session's queue,
    ///   where the answer is waiting for that same lock to resume the `Task`. An `async let`
    ///   whose sibling throws cancels the others exactly so, and the tour's `--fault` hung there.
    ///   This bridge is not told about cancellation: the request runs to its end, and the caller
    ///   checks for cancellation itself, as `get` does.
    // ANCHOR: answer
    func answer(from url: URL) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            dataTask(with: url) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }.resume()
        }
    }
    // ANCHOR_END: answer
}
