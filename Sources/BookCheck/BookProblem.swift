/// One thing wrong with the book or a transcript, with where to fix it and a readable message.
///
/// ```swift
/// problem.message
/// // Book/01-lazy-monad.md:42: the swift block differs from Chapters/01-LazyMonad/Promise.swift#bind …
/// ```
package struct BookProblem: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is, for code that reacts to some kinds and not others.
    package enum Kind: Sendable, Equatable {
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
        /// A marked block whose caption, the visible line naming where it comes from, is
        /// missing or does not match its marker.
        case caption
        /// A relative link points to a file or folder that does not exist, or above the package root.
        case brokenLink
        /// A link's `#fragment` names no heading or explicit `<a id>` of the Markdown file it points to.
        case missingAnchor
    }

    /// What kind of problem this is.
    package let kind: Kind
    /// The file to fix, relative to the package root: a markdown file, or a transcript.
    package let file: String
    /// The 1-based line in `file` where the problem is.
    package let line: Int
    /// The whole readable message, starting with `file:line: `.
    package let message: String
    /// For drift, the first differing line; `nil` for other kinds.
    package let difference: LineDifference?

    /// Makes a problem; `message` is prefixed with `file:line: `.
    init(_ kind: Kind, file: String, line: Int, _ message: String, difference: LineDifference? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = "\(file):\(line): \(message)"
        self.difference = difference
    }

    /// The message.
    package var description: String { message }
}

/// What checking one markdown file found and, when blessing, what it rewrote.
package struct BookReport: Sendable, Equatable {
    /// Everything wrong, in the order it appears in the file.
    package var problems: [BookProblem]
    /// The blocks rewritten from their source or transcript; empty unless blessing.
    package var rewrites: [BookRewrite]

    /// Makes a report.
    ///
    /// - Parameters:
    ///   - problems: The problems found.
    ///   - rewrites: The blocks rewritten.
    package init(problems: [BookProblem] = [], rewrites: [BookRewrite] = []) {
        self.problems = problems
        self.rewrites = rewrites
    }
}

/// The first line at which two texts differ, the way a reader wants to see drift.
///
/// Every check says it the same way: `expected` is what the book should hold, taken from the
/// code (a source region, a program's real output, or a transcript recorded from it), and
/// `actual` is what the book holds (a chapter's block, a transcript file).
///
/// ```swift
/// LineDifference.first(expected: ["a", "b"], actual: ["a", "c"])
/// // LineDifference(line: 2, expected: "b", actual: "c")
/// ```
package struct LineDifference: Sendable, Equatable {
    /// The 1-based number of the differing line within the compared texts.
    package let line: Int
    /// The line the code says the book should hold there (from a source region, a program's
    /// real output, or a transcript a chapter quotes); `nil` when it has ended.
    package let expected: String?
    /// The line the book holds there (a chapter's block, or a transcript file); `nil` when it
    /// has ended.
    package let actual: String?

    /// Makes a difference from its parts.
    ///
    /// - Parameters:
    ///   - line: The 1-based line number within the compared texts.
    ///   - expected: The code's line, or `nil` past its end.
    ///   - actual: The book's line, or `nil` past its end.
    package init(line: Int, expected: String?, actual: String?) {
        self.line = line
        self.expected = expected
        self.actual = actual
    }

    /// The first line at which `actual` differs from `expected`, or `nil` when they are equal.
    ///
    /// - Parameters:
    ///   - expected: What the book should hold, one string per line.
    ///   - actual: What the book holds, one string per line.
    /// - Returns: Where they first differ; a text that is a prefix of the other differs at the
    ///   line after its end.
    package static func first(expected: [String], actual: [String]) -> LineDifference? {
        let count = max(expected.count, actual.count)
        for index in 0..<count {
            let want = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            if want != got {
                return LineDifference(line: index + 1, expected: want, actual: got)
            }
        }
        return nil
    }

    /// Two indented lines showing both sides, quoted so that spaces, tabs and escape codes show.
    ///
    /// - Parameters:
    ///   - expectedEnd: What to show when the code's side has ended, such as "(end of the region)".
    ///   - actualEnd: What to show when the book's side has ended, such as "(end of the block)".
    func rendered(expectedEnd: String, actualEnd: String) -> String {
        let want = expected.map { String(reflecting: $0) } ?? expectedEnd
        let got = actual.map { String(reflecting: $0) } ?? actualEnd
        return "  expected: \(want)\n  actual:   \(got)"
    }
}
