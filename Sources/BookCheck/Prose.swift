/// The prose of a Markdown file: its lines outside fenced code blocks, with inline code spans and
/// HTML comments blanked out, so that what a reader sees as code is never read as a link or an
/// anchor.
///
/// ```swift
/// Prose(markdown: "See `[a](b)` and [c](d).\n```\n[e](f)\n```").lines.map(\.blanked)
/// // ["See          and [c](d)."]
/// ```
///
/// - Note: A code span may continue onto the next line of its paragraph, as in CommonMark, so
///   spans are matched within a run of non-blank lines, not line by line. A backtick run with no
///   partner in its run is literal text. Indented code blocks are not recognised: the book
///   indents list continuations, never code.
package struct Prose: Sendable {
    /// One line outside the fenced blocks.
    package struct Line: Sendable, Equatable {
        /// The 1-based line number in the file.
        package let number: Int
        /// The line as written, without a "\r".
        package let raw: String
        /// The line with every character of a code span (its backticks included) and of an HTML
        /// comment replaced by a space, so columns still match `raw`.
        package let blanked: String
    }

    /// The lines outside fenced blocks, in file order.
    package let lines: [Line]

    /// Reads `markdown`.
    package init(markdown: String) {
        var lines: [Line] = []
        var run: [(number: Int, text: String)] = []
        func endRun() {
            lines += Self.blanked(run)
            run = []
        }
        let all = TextLines.plain(markdown)
        var index = 0
        while index < all.count {
            if let fence = Fence(opening: all[index]) {
                endRun()
                index += 1
                while index < all.count, !fence.isClosed(by: all[index]) { index += 1 }
                index += 1
                continue
            }
            if TextLines.isBlank(all[index]) {
                endRun()
            } else {
                run.append((index + 1, all[index]))
            }
            index += 1
        }
        endRun()
        self.lines = lines
    }

    /// A run of non-blank lines with its code spans and comments blanked.
    private static func blanked(_ run: [(number: Int, text: String)]) -> [Line] {
        guard !run.isEmpty else { return [] }
        var scalars = Array(run.map(\.text).joined(separator: "\n").unicodeScalars)
        var position = 0
        while position < scalars.count {
            if scalars[position] == "\\" {
                position += 2
            } else if scalars[position] == "`" {
                let length = runLength(of: "`", in: scalars, at: position)
                if let close = closingBackticks(length: length, in: scalars, after: position + length) {
                    blank(&scalars, position..<(close + length))
                    position = close + length
                } else {
                    position += length
                }
            } else if starts(scalars, with: "<!--", at: position) {
                let close = find("-->", in: scalars, from: position + 4).map { $0 + 3 } ?? scalars.count
                blank(&scalars, position..<close)
                position = close
            } else {
                position += 1
            }
        }
        let blankedLines = String(String.UnicodeScalarView(scalars)).split(
            separator: "\n", omittingEmptySubsequences: false)
        return zip(run, blankedLines).map { Line(number: $0.number, raw: $0.text, blanked: String($1)) }
    }

    /// How many `scalar`s in a row start at `position`.
    private static func runLength(of scalar: Unicode.Scalar, in scalars: [Unicode.Scalar], at position: Int) -> Int {
        var end = position
        while end < scalars.count, scalars[end] == scalar { end += 1 }
        return end - position
    }

    /// Where the next run of exactly `length` backticks starts, at or after `start`.
    private static func closingBackticks(length: Int, in scalars: [Unicode.Scalar], after start: Int) -> Int? {
        var position = start
        while position < scalars.count {
            guard scalars[position] == "`" else {
                position += 1
                continue
            }
            let found = runLength(of: "`", in: scalars, at: position)
            if found == length { return position }
            position += found
        }
        return nil
    }

    /// Whether `text` appears in `scalars` at `position`.
    private static func starts(_ scalars: [Unicode.Scalar], with text: String, at position: Int) -> Bool {
        var at = position
        for wanted in text.unicodeScalars {
            guard at < scalars.count, scalars[at] == wanted else { return false }
            at += 1
        }
        return true
    }

    /// The first position at or after `start` where `text` appears.
    private static func find(_ text: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        (start..<max(start, scalars.count)).first { starts(scalars, with: text, at: $0) }
    }

    /// Replaces every scalar in `range` but a line break with a space.
    private static func blank(_ scalars: inout [Unicode.Scalar], _ range: Range<Int>) {
        for position in range where scalars[position] != "\n" { scalars[position] = " " }
    }
}
