import Foundation

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
package struct Transcript: Sendable, Equatable {
    /// The transcript's lines: the file's text without one trailing newline, split on newlines.
    package let lines: [String]
    /// The sections, in order; lines before the first header belong to none.
    package let sections: [TranscriptSection]

    /// Reads a transcript's lines and sections from its text.
    ///
    /// - Parameter text: The whole transcript file.
    package init(text: String) {
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
    package func sections(titled title: String) -> [TranscriptSection] {
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
    package static func headerTitle(of line: String) -> String? {
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
    package static func path(name: String) -> String {
        "Book/transcripts/\(name).txt"
    }
}

/// One section of a transcript: its header line and the lines up to the next header.
package struct TranscriptSection: Sendable, Equatable {
    /// The header's title, without the `── ` and the rule after it.
    package let title: String
    /// The 1-based line of the header in the transcript file.
    package let line: Int
    /// The section's lines, header first, without trailing blank lines.
    package let lines: [String]

    /// Makes a section.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - line: The 1-based line of the header.
    ///   - lines: The lines, header first.
    package init(title: String, line: Int, lines: [String]) {
        self.title = title
        self.line = line
        self.lines = lines
    }
}

extension Transcript {
    /// Compares a program's real output with its transcript, `Book/transcripts/<name>.txt`;
    /// when blessing, records the output as the transcript instead.
    ///
    /// A chapter's test runs its tour in-process, captures what it prints, and hands it here:
    ///
    /// ```swift
    /// let output = Tour.run(options: ["--fast"])   // whatever the tour would print
    /// for problem in Transcript.check(name: "lazy-monad", output: output, root: try PackageRoot.find()) {
    ///     Issue.record(Comment(rawValue: problem.message))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The transcript's name, usually the product that prints it.
    ///   - output: Everything the program printed, byte for byte: what the transcript should
    ///     hold, so a difference shows it as `expected` and the transcript as `actual`, as the
    ///     chapters' code slices do.
    ///   - root: The package root.
    ///   - bless: Write `output` to the transcript (creating it and its folder if needed) instead
    ///     of reporting a difference. By default, whether `BOOK_BLESS=1` is set.
    ///   - picture: Compare with the picture `Book/pictures/<name>.mmd` (a tour's recorded
    ///     Mermaid diagram) instead of a transcript.
    /// - Returns: No problems when the transcript equals `output` byte for byte (or was just
    ///   written); otherwise one problem at the first differing line of the transcript.
    /// - Note: The comparison is exact, final newline included: a transcript is what
    ///   `swift run <product> --fast > Book/transcripts/<product>.txt` would write.
    package static func check(
        name: String, output: String, root: URL, bless: Bool = BookBless.isRequested, picture: Bool = false
    ) -> [BookProblem] {
        let file = picture ? Caption.picturePath(name) : path(name: name)
        let kind = picture ? "picture" : "transcript"
        let fullPath = root.plainPath + "/" + file
        let blessHint = "To record the new output: \(BookBless.variable)=1 swift test"

        let recorded: String
        switch TextLines.read(fullPath) {
        case .text(let text) where text == output:
            return []
        case .text(let text):
            recorded = text
        case .missing:
            recorded = ""
            guard bless else {
                return [
                    BookProblem(
                        .missingFile, file: file, line: 1,
                        "there is no \(kind) for \(name) yet. \(blessHint)")
                ]
            }
        case .unreadable:
            return [
                BookProblem(
                    .unreadableFile, file: file, line: 1,
                    "the \(kind) for \(name) cannot be read as UTF-8 text")
            ]
        }

        if bless {
            do {
                try TextLines.write(output, to: fullPath)
                return []
            } catch {
                return [
                    BookProblem(
                        .unreadableFile, file: file, line: 1,
                        "cannot write the \(kind) for \(name): \(error)")
                ]
            }
        }
        // Split without dropping the final newline: a missing or extra one is drift too.
        let difference =
            LineDifference.first(expected: TextLines.raw(output), actual: TextLines.raw(recorded))
            ?? LineDifference(line: 1, expected: output, actual: recorded)
        // Which source file changed the output is not known here, so the advice points at what git lists.
        let advice = BookBless.advice(
            restoring: "the code, for each file git status lists as modified",
            file: "<file>", blessing: "record the new output",
            command: "\(BookBless.variable)=1 swift test")
        return [
            BookProblem(
                .drift, file: file, line: difference.line,
                """
                the output of \(name) differs from its \(kind). First difference at line \(difference.line):
                \(difference.rendered(expectedEnd: "(end of the output)", actualEnd: "(end of the \(kind))"))
                \(advice)
                """,
                difference: difference)
        ]
    }
}
