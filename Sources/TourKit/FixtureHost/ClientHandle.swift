import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL protocol with its client and task, carried to the queue that finishes the delay.
// @unchecked Sendable: URLProtocol and URLSessionTask are not Sendable. The delay's queue only calls
// the task's suspend() and resume(), which URLSession documents as callable from any thread, or (on
// Apple platforms) the client, which accepts calls from any thread; FixtureLoad makes each delivery
// happen at most once.
struct ClientHandle: @unchecked Sendable {
    let urlProtocol: URLProtocol
    let client: (any URLProtocolClient)?
    let task: URLSessionTask?

    /// Hands an answer or a failure to URLSession.
    func deliver(_ reply: FixtureReply, for url: URL) {
        guard let client else { return }
        switch reply {
        case .answer(let answer):
            let headers = [
                "Content-Type": "application/json; charset=utf-8", "Content-Length": String(answer.body.count),
            ]
            guard
                let response = HTTPURLResponse(
                    url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)
            else {
                client.urlProtocol(urlProtocol, didFailWithError: URLError(.badServerResponse))
                return
            }
            client.urlProtocol(urlProtocol, didReceive: response, cacheStoragePolicy: .notAllowed)
            // One piece: corelibs keeps only the last chunk a protocol loads, not their concatenation.
            client.urlProtocol(urlProtocol, didLoad: answer.body)
            client.urlProtocolDidFinishLoading(urlProtocol)
        case .failure(let error):
            client.urlProtocol(urlProtocol, didFailWithError: error)
        }
    }

    /// Makes URLSession stop and start this load again on its own queue.
    ///
    /// - Note: A task cancelled meanwhile ignores both calls, so its answer is never delivered.
    func restartOnSessionQueue() {
        task?.suspend()
        task?.resume()
    }
}
