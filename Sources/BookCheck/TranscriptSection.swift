/// One section of a transcript: its header line and the lines up to the next header.
public struct TranscriptSection: Sendable, Equatable {
    /// The header's title, without the `── ` and the rule after it.
    public let title: String
    /// The 1-based line of the header in the transcript file.
    public let line: Int
    /// The section's lines, header first, without trailing blank lines.
    public let lines: [String]

    /// Makes a section.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - line: The 1-based line of the header.
    ///   - lines: The lines, header first.
    public init(title: String, line: Int, lines: [String]) {
        self.title = title
        self.line = line
        self.lines = lines
    }
}
