/// A marker comment on its own line in a book chapter, saying what the fenced block below it is.
///
/// The line is `<!-- keyword: argument -->`, with any indentation and spaces inside the comment.
/// Other HTML comments are not markers and are left alone.
enum Marker: Equatable {
    /// `<!-- source: path/File.swift#region -->`: the block is that region, verbatim.
    case source(path: String, region: String)
    /// `<!-- transcript: name -->` or `<!-- transcript: name#Section title -->`: the block is
    /// the whole transcript, or that section of it.
    case transcript(name: String, section: String?)
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
        case .illustration, .malformed: nil
        }
    }

    /// How the marker reads in a message.
    var spelled: String {
        switch self {
        case .source(let path, let region): "<!-- source: \(path)#\(region) -->"
        case .transcript(let name, nil): "<!-- transcript: \(name) -->"
        case .transcript(let name, let section?): "<!-- transcript: \(name)#\(section) -->"
        case .illustration: "<!-- illustration -->"
        case .malformed(let form): form
        }
    }

    static let sourceForm = "<!-- source: path/relative/to/package/File.swift#region -->"
    static let transcriptForm = "<!-- transcript: name --> or <!-- transcript: name#Section title -->"
}
