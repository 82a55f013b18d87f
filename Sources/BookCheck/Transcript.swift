/// A program's recorded output, `Book/transcripts/<name>.txt`, and its sections.
///
/// A section starts at a header line beginning with `── ` (two U+2500 and a space); its title is
/// the text after that, up to the next ` ─` or the end of the line. The section runs from its
/// header to the line before the next header, without trailing blank lines.
///
/// ```swift
/// let transcript = Transcript(text: """
///     ── Callback hell ────────
///     GET /users
///
///     ── bind ─────────────────
///     GET /users then /albums
///     """)
/// transcript.sections.map(\.title)                  // ["Callback hell", "bind"]
/// transcript.sections(titled: "Callback hell")[0].lines // ["── Callback hell ────────", "GET /users"]
/// ```
public struct Transcript: Sendable, Equatable {
    /// The transcript's lines: the file's text without one trailing newline, split on newlines.
    public let lines: [String]
    /// The sections, in order; lines before the first header belong to none.
    public let sections: [TranscriptSection]

    /// Reads a transcript's lines and sections from its text.
    ///
    /// - Parameter text: The whole transcript file.
    public init(text: String) {
        var body = text
        if body.hasSuffix("\n") { body.removeLast() }
        let lines = body.isEmpty ? [] : TextLines.plain(body)
        self.lines = lines

        var sections: [TranscriptSection] = []
        var current: (title: String, start: Int)?
        func close(before end: Int) {
            guard let open = current else { return }
            var body = Array(lines[open.start..<end])
            while let last = body.last, TextLines.isBlank(last) { body.removeLast() }
            sections.append(TranscriptSection(title: open.title, line: open.start + 1, lines: body))
        }
        for (index, line) in lines.enumerated() {
            guard let title = Self.headerTitle(of: line) else { continue }
            close(before: index)
            current = (title, index)
        }
        close(before: lines.count)
        self.sections = sections
    }

    /// Every section whose title is `title`: one when the title is unique, none when unknown.
    ///
    /// - Parameter title: The title as written in a marker, such as `Callback hell`.
    public func sections(titled title: String) -> [TranscriptSection] {
        sections.filter { $0.title == title }
    }

    /// The title of `line` when it is a section header, or `nil` when it is not.
    ///
    /// ```swift
    /// Transcript.headerTitle(of: "── bind flattens ─────") // "bind flattens"
    /// Transcript.headerTitle(of: "── done")               // "done"
    /// Transcript.headerTitle(of: "GET /users")            // nil
    /// ```
    ///
    /// - Parameter line: One line of a transcript.
    public static func headerTitle(of line: String) -> String? {
        let prefix = "\u{2500}\u{2500} "
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        let title = rest.firstRange(of: " \u{2500}").map { rest[..<$0.lowerBound] } ?? rest
        return TextLines.trimmed(title)
    }

    /// Where the transcript called `name` lives, relative to the package root.
    ///
    /// ```swift
    /// Transcript.path(name: "lazy-monad") // "Book/transcripts/lazy-monad.txt"
    /// ```
    ///
    /// - Parameter name: The transcript's name, usually the product it records.
    public static func path(name: String) -> String {
        "Book/transcripts/\(name).txt"
    }
}
