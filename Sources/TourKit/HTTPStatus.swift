/// An HTTP status in words, the same on every platform: `HTTPStatus.words(503)` is
/// `"HTTP 503 Service Unavailable: the server cannot answer now"`.
///
/// ```swift
/// HTTPStatus.words(404)   // "HTTP 404 Not Found: there is nothing at that address"
/// HTTPStatus.words(418)   // "HTTP 418: the server refused the request (a 4xx client error)"
/// ```
package enum HTTPStatus {
    /// The status, its reason phrase when it is a common one, and what it means for the caller.
    package static func words(_ code: Int) -> String {
        if let (phrase, meaning) = known[code] { return "HTTP \(code) \(phrase): \(meaning)" }
        return "HTTP \(code): " + kind(code)
    }

    private static let known: [Int: (String, String)] = [
        400: ("Bad Request", "the server could not understand the request"),
        401: ("Unauthorized", "the request needs credentials"),
        403: ("Forbidden", "the server refuses to answer this caller"),
        404: ("Not Found", "there is nothing at that address"),
        429: ("Too Many Requests", "the caller must slow down"),
        500: ("Internal Server Error", "the server failed while answering"),
        502: ("Bad Gateway", "a server behind this one failed"),
        503: ("Service Unavailable", "the server cannot answer now"),
        504: ("Gateway Timeout", "a server behind this one did not answer in time"),
    ]

    private static func kind(_ code: Int) -> String {
        switch code {
        case 100..<200: "an informational answer, not a final one (1xx)"
        case 200..<300: "a success (2xx)"
        case 300..<400: "a redirection the client did not follow (3xx)"
        case 400..<500: "the server refused the request (a 4xx client error)"
        default: "the server failed (a 5xx server error)"
        }
    }
}
