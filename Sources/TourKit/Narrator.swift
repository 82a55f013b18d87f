import Locking

/// Prints a tour's narration, playground style, in a fixed format that transcripts and the book rely on.
///
/// ```swift
/// let narrator = Narrator(output: CapturedOutput())
/// narrator.section("Callback hell")   // "── Callback hell ───────…" (60 columns)
/// narrator.step("fetch the users")    // "▶ fetch the users"
/// narrator.result("10 users")         // "  → 10 users"
/// narrator.say("Plain text.")         // "Plain text."
/// narrator.code("let x = 1")          // "    let x = 1"
/// ```
///
/// Every call writes its lines as one block, so narration from callbacks on other threads never
/// interleaves mid-line.
package final class Narrator: Sendable {
    /// The width of a section header, in columns.
    package static let headerWidth = 60

    /// Where every line goes.
    package let output: any TextOutput

    private let hasWritten = Locked(false)
    /// Called before every section but the first: `--step` waits for Enter there.
    private let beforeSection: (@Sendable () -> Void)?

    /// Makes a narrator writing to an output.
    ///
    /// - Parameters:
    ///   - output: Standard output by default; a ``CapturedOutput`` in tests.
    ///   - beforeSection: What to do before every section but the first, such as waiting for Enter.
    package init(output: any TextOutput = StandardOutput.shared, beforeSection: (@Sendable () -> Void)? = nil) {
        self.output = output
        self.beforeSection = beforeSection
    }

    /// Starts a section: a blank line (unless nothing was written yet), then the header line.
    ///
    /// - Parameter title: The section's title; it must not contain " ─", which ends a title for the book's checker.
    package func section(_ title: String) {
        let isFirst = hasWritten.withLock { written in
            defer { written = true }
            return !written
        }
        if !isFirst { beforeSection?() }
        output.write((isFirst ? [] : [""]) + [Self.header(title)])
    }

    /// Announces what happens next: `▶ <text>`; further lines are indented to match.
    ///
    /// - Parameter text: One or more lines.
    package func step(_ text: String) {
        emit(Self.prefixed(text, first: "▶ ", rest: "  "))
    }

    /// Shows what a step produced: `  → <text>`; further lines are indented to match.
    ///
    /// - Parameter text: One or more lines.
    package func result(_ text: String) {
        emit(Self.prefixed(text, first: "  → ", rest: "    "))
    }

    /// Prints text as it is, one line per line.
    ///
    /// - Parameter text: One or more lines; an empty string prints a blank line.
    package func say(_ text: String) {
        emit(Self.lines(text))
    }

    /// Prints code indented by four spaces; blank lines stay empty rather than holding trailing spaces.
    ///
    /// - Parameter text: One or more lines of code.
    package func code(_ text: String) {
        emit(Self.lines(text).map { $0.isEmpty ? "" : "    " + $0 })
    }

    /// The header line of a section: `── <title> ` and then `─` up to ``headerWidth`` columns, at least three.
    ///
    /// - Parameter title: The section's title.
    /// - Returns: For example `── Callback hell ─────────…─` (60 characters in all).
    package static func header(_ title: String) -> String {
        let lead = "── \(title) "
        return lead + String(repeating: "─", count: max(3, headerWidth - lead.count))
    }

    /// Writes lines as one block and notes that something was written.
    func emit(_ lines: [String]) {
        hasWritten.withLock { $0 = true }
        output.write(lines)
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func prefixed(_ text: String, first: String, rest: String) -> [String] {
        lines(text).enumerated().map { index, line in (index == 0 ? first : rest) + line }
    }
}
