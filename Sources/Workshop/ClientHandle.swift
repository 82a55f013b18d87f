import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL protocol and its client, carried to the queue that delivers the answer.
// @unchecked Sendable: URLProtocol is not Sendable, but URLSession expects its client to be called from
// whatever thread the protocol finishes its work on, and DeliveryGate makes every call here happen once,
// never concurrently with stopLoading() and never after it.
struct ClientHandle: @unchecked Sendable {
    let urlProtocol: URLProtocol
    let client: (any URLProtocolClient)?

    func deliver(_ reply: FixtureReply, for url: URL) {
        guard let client else { return }
        switch reply {
        case .answer(let answer):
            let headers = ["Content-Type": "application/json; charset=utf-8", "Content-Length": String(answer.body.count)]
            guard let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: headers)
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
}
