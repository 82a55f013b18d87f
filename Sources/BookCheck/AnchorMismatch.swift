/// An anchor line in a source file that does not pair up.
public enum AnchorMismatch: Sendable, Equatable, CustomStringConvertible {
    /// `// ANCHOR: name` at `line` with no `// ANCHOR_END: name` after it.
    case unterminated(name: String, line: Int)
    /// `// ANCHOR_END: name` at `line` with no open `// ANCHOR: name` before it.
    case endWithoutStart(name: String, line: Int)
    /// `// ANCHOR: name` at `line` for a region the file already marks.
    case duplicate(name: String, line: Int)
    /// An anchor line at `line` with no name after the colon.
    case unnamed(line: Int)

    /// The 1-based line of the offending anchor in its source file.
    public var line: Int {
        switch self {
        case .unterminated(_, let line), .endWithoutStart(_, let line),
             .duplicate(_, let line), .unnamed(let line):
            line
        }
    }

    /// The region name the anchor carries; empty for `unnamed`.
    public var name: String {
        switch self {
        case .unterminated(let name, _), .endWithoutStart(let name, _), .duplicate(let name, _):
            name
        case .unnamed:
            ""
        }
    }

    /// A sentence saying what is wrong, without the file name.
    public var description: String {
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
