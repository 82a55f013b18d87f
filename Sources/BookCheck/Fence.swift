/// The opening line of a fenced code block: three or more backticks (or tildes) and an info string.
///
/// Follows CommonMark where it matters for a book on GitHub: the closing fence uses the same
/// character, at least as many of them, and nothing else; a backtick fence's info string has no
/// backtick (otherwise the line is inline code, not a fence).
struct Fence: Equatable {
    /// The whitespace before the fence, removed from each content line as CommonMark does.
    let indent: String
    /// "`" or "~".
    let character: Character
    /// How many fence characters open the block.
    let length: Int
    /// The first word of the info string, lowercased: `swift`, `text`, or empty.
    let language: String

    /// The fence opened by `line`, or `nil` when `line` opens none.
    init?(opening line: String) {
        let plain = TextLines.withoutCarriageReturn(line)
        let indent = TextLines.leadingWhitespace(plain)
        let rest = plain.dropFirst(indent.count)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        let info = rest.dropFirst(length)
        guard length >= 3, character == "~" || !info.contains("`") else { return nil }
        self.indent = indent
        self.character = character
        self.length = length
        self.language = TextLines.trimmed(info).prefix { $0 != " " && $0 != "\t" }.lowercased()
    }

    /// Whether `line` closes this fence.
    func isClosed(by line: String) -> Bool {
        let trimmed = TextLines.trimmed(TextLines.withoutCarriageReturn(line))
        return trimmed.count >= length && trimmed.allSatisfy { $0 == character }
    }

    /// A content line as the reader sees it: the fence's indentation (or as much of it as the
    /// line has) removed, and no "\r".
    func content(of line: String) -> String {
        let plain = TextLines.withoutCarriageReturn(line)
        if plain.hasPrefix(indent) { return String(plain.dropFirst(indent.count)) }
        return String(plain.dropFirst(min(indent.count, TextLines.leadingWhitespace(plain).count)))
    }

    /// A line to write into the block when blessing: indented like the fence, except empty lines.
    func written(_ content: String) -> String {
        content.isEmpty ? "" : indent + content
    }
}
