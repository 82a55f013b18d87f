/// One thing wrong with the book or a transcript, with where to fix it and a readable message.
///
/// ```swift
/// problem.message
/// // Book/01-lazy-monad.md:42: the swift block differs from Chapters/01-LazyMonad/Promise.swift#bind …
/// ```
public struct BookProblem: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is, for code that reacts to some kinds and not others.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A marked block differs from its source region or transcript, or a transcript file
        /// differs from the program's real output.
        case drift
        /// A marker points to a source file or a transcript that does not exist.
        case missingFile
        /// A source marker names a region that its file does not mark.
        case missingRegion
        /// A ```swift block has neither a source nor an illustration marker above it.
        case unmarkedSwiftBlock
        /// A marker is not followed by a fenced block.
        case unusedMarker
        /// A marker is followed by a block of the wrong language.
        case wrongLanguage
        /// A source file the book refers to has an `ANCHOR` without its `ANCHOR_END`, or the reverse,
        /// or marks the same region twice.
        case unbalancedAnchor
        /// A transcript marker names a section the transcript does not have.
        case unknownSection
        /// A transcript marker names a section title the transcript has more than once.
        case ambiguousSection
        /// A marker the checker recognises but cannot use, such as a source marker without `#region`.
        case malformedMarker
        /// A fenced block that is never closed, which swallows the rest of the file.
        case unclosedFence
        /// A file that exists but cannot be read as UTF-8 text, or cannot be written when blessing.
        case unreadableFile
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// The file to fix, relative to the package root: a markdown file, or a transcript.
    public let file: String
    /// The 1-based line in `file` where the problem is.
    public let line: Int
    /// The whole readable message, starting with `file:line: `.
    public let message: String
    /// For drift, the first differing line; `nil` for other kinds.
    public let difference: LineDifference?

    /// Makes a problem; `message` is prefixed with `file:line: `.
    init(_ kind: Kind, file: String, line: Int, _ message: String, difference: LineDifference? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = "\(file):\(line): \(message)"
        self.difference = difference
    }

    /// The message.
    public var description: String { message }
}
