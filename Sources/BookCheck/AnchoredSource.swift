/// The regions a source file marks with `// ANCHOR: name` and `// ANCHOR_END: name`.
///
/// A region is the lines between its two anchor lines, leaving out any other anchor line
/// nested inside (regions may nest or overlap), with the common leading indentation removed
/// and whitespace-only lines made empty.
///
/// ```swift
/// let source = AnchoredSource(text: """
///     struct Box {
///         // ANCHOR: value
///         let value: Int
///         // ANCHOR_END: value
///     }
///     """)
/// source.region(named: "value") // ["let value: Int"]
/// ```
package struct AnchoredSource: Sendable, Equatable {
    /// Every complete region, by name, one string per line.
    package let regions: [String: [String]]
    /// Anchor lines that do not pair up, in file order.
    package let mismatches: [AnchorMismatch]

    /// Reads the regions out of a source file's text.
    ///
    /// - Parameter text: The whole source file.
    package init(text: String) {
        var regions: [String: [String]] = [:]
        var mismatches: [AnchorMismatch] = []
        var open: [OpenRegion] = []

        for (index, line) in TextLines.plain(text).enumerated() {
            let lineNumber = index + 1
            guard let anchor = AnchorLine(line) else {
                for position in open.indices { open[position].lines.append(line) }
                continue
            }
            switch anchor {
            case .start(let name) where name.isEmpty, .end(let name) where name.isEmpty:
                mismatches.append(.unnamed(line: lineNumber))
            case .start(let name):
                let isDuplicate = regions[name] != nil || open.contains { $0.name == name }
                if isDuplicate { mismatches.append(.duplicate(name: name, line: lineNumber)) }
                // A duplicate still opens, so that its own ANCHOR_END is not reported a second time.
                open.append(OpenRegion(name: name, line: lineNumber, isDuplicate: isDuplicate))
            case .end(let name):
                // The innermost open region of that name closes: nesting reads as a reader expects.
                guard let position = open.lastIndex(where: { $0.name == name }) else {
                    mismatches.append(.endWithoutStart(name: name, line: lineNumber))
                    continue
                }
                let closed = open.remove(at: position)
                if !closed.isDuplicate { regions[name] = Self.dedented(closed.lines) }
            }
        }
        for region in open where !region.isDuplicate {
            mismatches.append(.unterminated(name: region.name, line: region.line))
        }
        self.regions = regions
        self.mismatches = mismatches.sorted { $0.line < $1.line }
    }

    /// The lines of the region called `name`, or `nil` when the file has no complete region by that name.
    ///
    /// - Parameter name: The name after `// ANCHOR:`.
    package func region(named name: String) -> [String]? {
        regions[name]
    }

    /// `lines` without the leading whitespace they all share; whitespace-only lines become empty.
    static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !TextLines.isBlank($0) }.map(TextLines.leadingWhitespace)
        guard let first = indents.first else { return lines.map { _ in "" } }
        let common = indents.dropFirst().reduce(first) { shared, indent in
            String(zip(shared, indent).prefix { $0 == $1 }.map(\.0))
        }
        return lines.map { TextLines.isBlank($0) ? "" : String($0.dropFirst(common.count)) }
    }

    /// A region still waiting for its `ANCHOR_END`.
    private struct OpenRegion {
        let name: String
        let line: Int
        let isDuplicate: Bool
        var lines: [String] = []
    }

    /// A line that is an anchor: optional indentation, `//`, optional spaces, then the keyword.
    private enum AnchorLine {
        case start(String)
        case end(String)

        init?(_ line: String) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") else { return nil }
            let comment = trimmed.dropFirst(2).drop { $0 == " " || $0 == "\t" }
            if comment.hasPrefix("ANCHOR_END:") {
                self = .end(Self.name(after: "ANCHOR_END:", in: comment))
            } else if comment.hasPrefix("ANCHOR:") {
                self = .start(Self.name(after: "ANCHOR:", in: comment))
            } else {
                return nil
            }
        }

        private static func name(after keyword: String, in comment: Substring) -> String {
            TextLines.trimmed(comment.dropFirst(keyword.count))
        }
    }
}

/// An anchor line in a source file that does not pair up.
package enum AnchorMismatch: Sendable, Equatable, CustomStringConvertible {
    /// `// ANCHOR: name` at `line` with no `// ANCHOR_END: name` after it.
    case unterminated(name: String, line: Int)
    /// `// ANCHOR_END: name` at `line` with no open `// ANCHOR: name` before it.
    case endWithoutStart(name: String, line: Int)
    /// `// ANCHOR: name` at `line` for a region the file already marks.
    case duplicate(name: String, line: Int)
    /// An anchor line at `line` with no name after the colon.
    case unnamed(line: Int)

    /// The 1-based line of the offending anchor in its source file.
    package var line: Int {
        switch self {
        case .unterminated(_, let line), .endWithoutStart(_, let line),
            .duplicate(_, let line), .unnamed(let line):
            line
        }
    }

    /// The region name the anchor carries; empty for `unnamed`.
    package var name: String {
        switch self {
        case .unterminated(let name, _), .endWithoutStart(let name, _), .duplicate(let name, _):
            name
        case .unnamed:
            ""
        }
    }

    /// A sentence saying what is wrong, without the file name.
    package var description: String {
        switch self {
        case .unterminated(let name, _):
            "// ANCHOR: \(name) has no matching // ANCHOR_END: \(name) after it"
        case .endWithoutStart(let name, _):
            "// ANCHOR_END: \(name) has no open // ANCHOR: \(name) before it"
        case .duplicate(let name, _):
            "// ANCHOR: \(name) marks a region this file already marks"
        case .unnamed:
            "this anchor has no region name after the colon"
        }
    }
}
