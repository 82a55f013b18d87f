/// A number in the prose that the code determines, marked so that a test can compare the two:
/// `20<!-- fact: exercises -->` says "this 20 is the number of exercises". The marker is an
/// HTML comment, which a reader on GitHub never sees; the value is the text right before it,
/// back to the nearest space or opening bracket.
///
/// ```swift
/// FactMarker.all(in: "There are 26<!-- fact: exercises --> exercises.")
/// // [FactMarker(line: 1, key: "exercises", value: "26")]
/// ```
///
/// - Note: Markers inside fenced code blocks are not read: a code block is the code's or a
///   transcript's, already checked against what it shows.
package struct FactMarker: Sendable, Equatable {
    /// The 1-based line of the marker.
    package let line: Int
    /// The name of the fact, as the book's tests know it: `exercises`.
    package let key: String
    /// What the prose says it is: `26`, or an empty string when nothing stands before the marker.
    package let value: String

    package init(line: Int, key: String, value: String) {
        self.line = line
        self.key = key
        self.value = value
    }

    /// Every marker in `markdown`, outside fenced code blocks, in file order.
    package static func all(in markdown: String) -> [FactMarker] {
        var markers: [FactMarker] = []
        let lines = TextLines.plain(markdown)
        var index = 0
        while index < lines.count {
            if let fence = Fence(opening: lines[index]) {
                index += 1
                while index < lines.count, !fence.isClosed(by: lines[index]) { index += 1 }
                index += 1
                continue
            }
            markers += Self.markers(in: lines[index], line: index + 1)
            index += 1
        }
        return markers
    }

    private static let opening = "<!-- fact:"
    private static let closing = "-->"

    /// The markers on one line of prose.
    private static func markers(in text: String, line: Int) -> [FactMarker] {
        var found: [FactMarker] = []
        var rest = Substring(text)
        while let open = rest.range(of: opening) {
            let before = rest[..<open.lowerBound]
            let value = before.reversed().prefix { !" \t([*|`_\"“".contains($0) }.reversed()
            guard let close = rest[open.upperBound...].range(of: closing) else { break }
            let key = TextLines.trimmed(rest[open.upperBound..<close.lowerBound])
            found.append(FactMarker(line: line, key: key, value: String(value)))
            rest = rest[close.upperBound...]
        }
        return found
    }
}
