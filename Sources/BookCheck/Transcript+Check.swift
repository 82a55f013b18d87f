import Foundation

extension Transcript {
    /// Compares a program's real output with its transcript, `Book/transcripts/<name>.txt`;
    /// when blessing, records the output as the transcript instead.
    ///
    /// A chapter's test runs its tour in-process, captures what it prints, and hands it here:
    ///
    /// ```swift
    /// let output = Tour.run(options: ["--fast"])   // whatever the tour would print
    /// for problem in Transcript.check(name: "lazy-monad", actual: output, root: try PackageRoot.find()) {
    ///     Issue.record(Comment(rawValue: problem.message))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The transcript's name, usually the product that prints it.
    ///   - actual: Everything the program printed, byte for byte.
    ///   - root: The package root.
    ///   - bless: Write `actual` to the transcript (creating it and its folder if needed) instead
    ///     of reporting a difference. By default, whether `BOOK_BLESS=1` is set.
    /// - Returns: No problems when the transcript equals `actual` byte for byte (or was just
    ///   written); otherwise one problem at the first differing line of the transcript.
    /// - Note: The comparison is exact, final newline included: a transcript is what
    ///   `swift run <product> --fast > Book/transcripts/<product>.txt` would write.
    public static func check(
        name: String, actual: String, root: URL, bless: Bool = BookBless.isRequested
    ) -> [BookProblem] {
        let file = path(name: name)
        let fullPath = root.plainPath + "/" + file
        let blessHint = "To record the new output: \(BookBless.variable)=1 swift test"

        let recorded: String
        switch TextLines.read(fullPath) {
        case .text(let text) where text == actual:
            return []
        case .text(let text):
            recorded = text
        case .missing:
            recorded = ""
            guard bless else {
                return [BookProblem(.missingFile, file: file, line: 1,
                                    "there is no transcript for \(name) yet. \(blessHint)")]
            }
        case .unreadable:
            return [BookProblem(.unreadableFile, file: file, line: 1,
                                "the transcript for \(name) cannot be read as UTF-8 text")]
        }

        if bless {
            do {
                try TextLines.write(actual, to: fullPath)
                return []
            } catch {
                return [BookProblem(.unreadableFile, file: file, line: 1,
                                    "cannot write the transcript for \(name): \(error)")]
            }
        }
        // Split without dropping the final newline: a missing or extra one is drift too.
        let difference = LineDifference.first(expected: TextLines.raw(recorded), actual: TextLines.raw(actual))
            ?? LineDifference(line: 1, expected: recorded, actual: actual)
        return [BookProblem(
            .drift, file: file, line: difference.line,
            """
            the output of \(name) differs from its transcript. First difference at line \(difference.line):
            \(difference.rendered(expectedEnd: "(end of the transcript)", actualEnd: "(end of the output)"))
            \(blessHint)
            """,
            difference: difference)]
    }
}
