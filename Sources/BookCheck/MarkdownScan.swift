/// A book chapter read as the checker needs it: fenced blocks, and the markers above them.
///
/// Markers inside a fenced block are text, not markers, so a chapter may show the conventions
/// themselves in a block.
struct MarkdownScan {
    /// A fenced block: where it opens and closes, and its fence.
    struct Block {
        /// The fence that opened the block.
        let fence: Fence
        /// The 0-based index of the opening fence line.
        let opening: Int
        /// The 0-based index of the closing fence line, or `nil` when the block is never closed.
        let closing: Int?
        /// The 0-based indices of the content lines.
        let content: Range<Int>
    }

    /// A marker and the 0-based index of its line.
    struct PlacedMarker {
        let marker: Marker
        let index: Int
    }

    /// What follows a marker that no block follows.
    enum Follower {
        /// Prose at this 0-based line index.
        case prose(Int)
        /// Another marker at this 0-based line index.
        case marker(Int)
        /// Nothing: the file ends.
        case endOfFile
    }

    /// One finding, in file order.
    enum Event {
        /// A block whose last non-blank line above is this marker.
        case marked(PlacedMarker, Block)
        /// A block with no marker right above it.
        case unmarked(Block)
        /// A marker with no block after it.
        case stranded(PlacedMarker, Follower)
    }

    /// The findings, in file order.
    let events: [Event]

    /// Scans `lines` (raw, as `TextLines.raw` splits them).
    init(lines: [String]) {
        var events: [Event] = []
        var pending: PlacedMarker?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let fence = Fence(opening: line) {
                var closing: Int?
                var next = index + 1
                while next < lines.count {
                    if fence.isClosed(by: lines[next]) {
                        closing = next
                        break
                    }
                    next += 1
                }
                let end = closing ?? lines.count
                let block = Block(fence: fence, opening: index, closing: closing, content: (index + 1)..<end)
                events.append(pending.map { .marked($0, block) } ?? .unmarked(block))
                pending = nil
                index = end + 1
                continue
            }
            if let marker = Marker(line: line) {
                if let stranded = pending { events.append(.stranded(stranded, .marker(index))) }
                pending = PlacedMarker(marker: marker, index: index)
            } else if !TextLines.isBlank(line), let stranded = pending {
                events.append(.stranded(stranded, .prose(index)))
                pending = nil
            }
            index += 1
        }
        if let stranded = pending { events.append(.stranded(stranded, .endOfFile)) }
        self.events = events
    }
}

/// A marker comment on its own line in a book chapter, saying what the fenced block below it is.
///
/// The line is `<!-- keyword: argument -->`, with any indentation and spaces inside the comment.
/// Other HTML comments are not markers and are left alone.
enum Marker {
    /// `<!-- source: path/File.swift#region -->`: the block is that region, verbatim.
    case source(path: String, region: String)
    /// `<!-- transcript: name -->` or `<!-- transcript: name#Section title -->`: the block is
    /// the whole transcript, or that section of it.
    case transcript(name: String, section: String?)
    case picture(name: String)
    /// `<!-- illustration -->`: the block is deliberately not real code.
    case illustration
    /// A `source:` or `transcript:` marker whose argument cannot be used; `form` is the shape it needs.
    case malformed(form: String)

    /// The marker on `line`, or `nil` when the line is not a marker.
    init?(line: String) {
        let trimmed = TextLines.trimmed(TextLines.withoutCarriageReturn(line))
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else { return nil }
        let inside = TextLines.trimmed(trimmed.dropFirst(4).dropLast(3))

        if inside == "illustration" {
            self = .illustration
        } else if inside.hasPrefix("source:") {
            let argument = TextLines.trimmed(inside.dropFirst("source:".count))
            // The last '#' separates the region, so a path may contain one.
            guard let hash = argument.lastIndex(of: "#"),
                case let path = TextLines.trimmed(argument[..<hash]), !path.isEmpty,
                case let region = TextLines.trimmed(argument[argument.index(after: hash)...]), !region.isEmpty
            else {
                self = .malformed(form: Self.sourceForm)
                return
            }
            self = .source(path: path, region: region)
        } else if inside.hasPrefix("picture:") {
            let name = TextLines.trimmed(inside.dropFirst("picture:".count))
            guard !name.isEmpty, !name.contains("/"), !name.contains(" ") else {
                self = .malformed(form: Self.pictureForm)
                return
            }
            self = .picture(name: name)
        } else if inside.hasPrefix("transcript:") {
            let argument = TextLines.trimmed(inside.dropFirst("transcript:".count))
            // The first '#' separates the section, so a section title may contain one.
            let hash = argument.firstIndex(of: "#")
            let name = TextLines.trimmed(argument[..<(hash ?? argument.endIndex)])
            let section = hash.map { TextLines.trimmed(argument[argument.index(after: $0)...]) }
            guard !name.isEmpty, section?.isEmpty != true else {
                self = .malformed(form: Self.transcriptForm)
                return
            }
            self = .transcript(name: name, section: section)
        } else {
            return nil
        }
    }

    /// The language the block below must have: `swift` for sources, `text` for transcripts.
    var language: String? {
        switch self {
        case .source: "swift"
        case .transcript: "text"
        case .picture: "mermaid"
        case .illustration, .malformed: nil
        }
    }

    /// How the marker reads in a message.
    var spelled: String {
        switch self {
        case .source(let path, let region): "<!-- source: \(path)#\(region) -->"
        case .transcript(let name, nil): "<!-- transcript: \(name) -->"
        case .transcript(let name, let section?): "<!-- transcript: \(name)#\(section) -->"
        case .picture(let name): "<!-- picture: \(name) -->"
        case .illustration: "<!-- illustration -->"
        case .malformed(let form): form
        }
    }

    static let sourceForm = "<!-- source: path/relative/to/package/File.swift#region -->"
    static let pictureForm = "<!-- picture: name --> (Book/pictures/name.mmd)"
    static let transcriptForm = "<!-- transcript: name --> or <!-- transcript: name#Section title -->"
}

/// The opening line of a fenced code block: three or more backticks (or tildes) and an info string.
///
/// Follows CommonMark where it matters for a book on GitHub: the closing fence uses the same
/// character, at least as many of them, and nothing else; a backtick fence's info string has no
/// backtick (otherwise the line is inline code, not a fence).
struct Fence {
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
