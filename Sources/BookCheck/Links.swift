/// A link written in a Markdown file: where it is and where it points, as written.
///
/// ```swift
/// MarkdownLink.all(in: "Intro.\n\nSee [the laws](00-laws.md#laws \"Laws\") and ![a chart](costs.svg).")
/// // [MarkdownLink(line: 3, destination: "00-laws.md#laws"), MarkdownLink(line: 3, destination: "costs.svg")]
/// ```
package struct MarkdownLink: Sendable, Equatable {
    /// The 1-based line the destination starts on.
    package let line: Int
    /// The destination, without its title, angle brackets or backslash escapes: a URL, a path,
    /// a path with a `#fragment`, or a fragment alone.
    package let destination: String

    /// Makes a link from its parts.
    package init(line: Int, destination: String) {
        self.line = line
        self.destination = destination
    }

    /// Every inline link and image (`[text](destination "title")`, `![alt](destination)`) and
    /// every reference definition (`[label]: destination`) in `markdown`, in file order; links in
    /// fenced code blocks, code spans and HTML comments are not links.
    ///
    /// - Note: A footnote (`[^1]: text`) is not a reference definition. Autolinks and bare URLs
    ///   are not looked for: they are always external.
    package static func all(in markdown: String) -> [MarkdownLink] {
        var links: [MarkdownLink] = []
        var run: [Prose.Line] = []
        for line in Prose(markdown: markdown).lines {
            if let last = run.last, last.number + 1 != line.number {
                links += inline(in: run)
                run = []
            }
            if let definition = definition(on: line) { links.append(definition) }
            run.append(line)
        }
        return (links + inline(in: run)).sorted { $0.line < $1.line }
    }

    /// `[label]: destination` at the start of `line`, with at most three spaces before it.
    private static func definition(on line: Prose.Line) -> MarkdownLink? {
        let text = line.blanked
        let indent = text.prefix { $0 == " " }.count
        guard indent <= 3, text.dropFirst(indent).first == "[", let colon = text.range(of: "]:") else { return nil }
        let label = text[text.index(text.startIndex, offsetBy: indent + 1)..<colon.lowerBound]
        guard !label.isEmpty, !label.hasPrefix("^"), !label.contains("[") else { return nil }
        let rest = text[colon.upperBound...].drop { $0 == " " || $0 == "\t" }
        let destination =
            rest.first == "<"
            ? rest.dropFirst().prefix { $0 != ">" }
            : rest.prefix { $0 != " " && $0 != "\t" }
        guard !destination.isEmpty else { return nil }
        return MarkdownLink(line: line.number, destination: unescaped(destination))
    }

    /// The inline links and images in a run of consecutive lines, which a link may span.
    private static func inline(in run: [Prose.Line]) -> [MarkdownLink] {
        guard let first = run.first else { return [] }
        let scalars = Array(run.map(\.blanked).joined(separator: "\n").unicodeScalars)
        var links: [MarkdownLink] = []
        var openBrackets = 0
        var line = first.number
        var position = 0
        while position < scalars.count {
            switch scalars[position] {
            case "\\":
                if scalars.indices.contains(position + 1), scalars[position + 1] == "\n" { line += 1 }
                position += 2
                continue
            case "\n":
                line += 1
            case "[":
                openBrackets += 1
            case "]" where openBrackets > 0:
                openBrackets -= 1
                if scalars.indices.contains(position + 1), scalars[position + 1] == "(",
                    let parsed = destination(in: scalars, from: position + 2)
                {
                    let before = scalars[position..<parsed.start].filter { $0 == "\n" }.count
                    links.append(MarkdownLink(line: line + before, destination: parsed.destination))
                    line += scalars[position..<parsed.end].filter { $0 == "\n" }.count
                    position = parsed.end
                    continue
                }
            default:
                break
            }
            position += 1
        }
        return links
    }

    /// The destination of an inline link whose `(` is just before `start`: where it starts, the
    /// destination, and the position after the closing `)`; `nil` when no `)` closes it.
    private static func destination(
        in scalars: [Unicode.Scalar], from start: Int
    ) -> (start: Int, destination: String, end: Int)? {
        func skipSpace(_ position: inout Int) {
            while position < scalars.count, [" ", "\t", "\n"].contains(scalars[position]) { position += 1 }
        }
        var position = start
        skipSpace(&position)
        let begin = position
        var text = String.UnicodeScalarView()
        if position < scalars.count, scalars[position] == "<" {
            position += 1
            while position < scalars.count, scalars[position] != ">", scalars[position] != "\n" {
                text.append(scalars[position])
                position += 1
            }
            guard position < scalars.count, scalars[position] == ">" else { return nil }
            position += 1
        } else {
            var depth = 0
            while position < scalars.count {
                let scalar = scalars[position]
                if [" ", "\t", "\n"].contains(scalar) || (scalar == ")" && depth == 0) { break }
                if scalar == "(" { depth += 1 }
                if scalar == ")" { depth -= 1 }
                text.append(scalar)
                if scalar == "\\", position + 1 < scalars.count {
                    text.append(scalars[position + 1])
                    position += 1
                }
                position += 1
            }
        }
        skipSpace(&position)
        // A title, in quotes or parentheses, may follow the destination.
        let titleClosers: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "'": "'", "(": ")"]
        if position < scalars.count, let close = titleClosers[scalars[position]] {
            position += 1
            while position < scalars.count, scalars[position] != close { position += 1 }
            position += 1
            skipSpace(&position)
        }
        guard position < scalars.count, scalars[position] == ")" else { return nil }
        return (begin, unescaped(Substring(String(text))), position + 1)
    }

    /// `text` with each backslash escape (a backslash before ASCII punctuation) replaced by the
    /// character it escapes; any other backslash is literal.
    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let character = rest.popFirst() {
            if character == "\\", let next = rest.first, next.isASCII, next.isPunctuation || next.isSymbol {
                result.append(next)
                rest = rest.dropFirst()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
