import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A failure a ``FixtureHost`` can inject into its answers, to show how a pipeline copes.
///
/// ```swift
/// host.inject(.status(503), onPath: "/lookup", times: 1)   // the next lookup answers HTTP 503
/// host.inject(.droppedConnection)                          // every request fails until cleared
/// ```
package enum Fault: Sendable, Equatable, CustomStringConvertible {
    /// Answers this HTTP status with a small JSON error body.
    case status(Int)
    /// Answers 200 with the real body cut off halfway, so it is not valid JSON.
    case malformedBody
    /// Answers 200 with this text as the body: valid JSON of the wrong shape, for example.
    case replacedBody(String)
    /// Fails the request with `URLError(.networkConnectionLost)`, as if the server hung up.
    case droppedConnection
    /// Fails the request with `URLError(.timedOut)`, as if the server never answered.
    case timeout

    /// A short phrase for narration, such as "HTTP 503" or "a dropped connection".
    package var description: String {
        switch self {
        case .status(let code): "HTTP \(code)"
        case .malformedBody: "a malformed body"
        case .replacedBody: "a replaced body"
        case .droppedConnection: "a dropped connection"
        case .timeout: "a timeout"
        }
    }

    /// What the fault is and what it means for the client, in words: `"a timeout: the server
    /// did not answer in time"`.
    package var meaning: String {
        switch self {
        case .status(let code): HTTPStatus.words(code)
        case .malformedBody: "a malformed body: the answer was cut off halfway, so it is not valid JSON"
        case .replacedBody: "a replaced body: valid JSON of another shape"
        case .droppedConnection: "a dropped connection: the server hung up before it answered"
        case .timeout: "a timeout: the server did not answer in time"
        }
    }

    /// The fault a command line names: `timeout`, `drop`, `malformed` or `status:<100–599>`;
    /// `nil` for anything else.
    ///
    /// ```swift
    /// Fault(commandLine: "status:503")   // .status(503)
    /// Fault(commandLine: "drop")         // .droppedConnection
    /// ```
    package init?(commandLine text: String) {
        switch text {
        case "timeout": self = .timeout
        case "drop": self = .droppedConnection
        case "malformed": self = .malformedBody
        default:
            guard text.hasPrefix("status:"), let code = Int(text.dropFirst("status:".count)), (100...599).contains(code)
            else { return nil }
            self = .status(code)
        }
    }

    /// The spellings ``init(commandLine:)`` reads, for a usage text.
    package static let commandLineSpellings = "timeout, drop, malformed, status:<100-599>"

    /// What the host delivers instead of the real answer.
    func reply(replacing answer: FixtureAnswer, for url: URL) -> FixtureReply {
        switch self {
        case .status(let code):
            let fields: [String: String] = ["error": "injected fault", "status": String(code)]
            return .answer(FixtureAnswer(status: code, body: FixtureRoutes.json(fields)))
        case .malformedBody:
            return .answer(FixtureAnswer(status: 200, body: Data(answer.body.prefix(max(1, answer.body.count / 2)))))
        case .replacedBody(let text):
            return .answer(FixtureAnswer(status: 200, body: Data(text.utf8)))
        case .droppedConnection:
            return .failure(Self.error(.networkConnectionLost, url: url))
        case .timeout:
            return .failure(Self.error(.timedOut, url: url))
        }
    }

    private static func error(_ code: URLError.Code, url: URL) -> URLError {
        URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
    }
}
