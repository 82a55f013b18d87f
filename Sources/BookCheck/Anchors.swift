/// The anchors a Markdown file produces on GitHub, which a link's `#fragment` may name: one per
/// heading, slugged as GitHub does, and one per explicit `<a id="…">` or `<a name="…">`.
///
/// ```swift
/// Anchors(markdown: "# 4.1 `recover(on:_:)`\n## Why?\n## Why?\n<a id=\"here\"></a>").names
/// // ["41-recoveron_", "why", "why-1", "here"]
/// ```
package struct Anchors: Sendable, Equatable {
    /// Every anchor, in file order.
    package let names: [String]

    /// The anchors of `markdown`: its ATX headings (`#` to `######`) and explicit anchors outside
    /// fenced code blocks and code spans.
    package init(markdown: String) {
        var slugger = Slugger()
        var names: [String] = []
        for line in Prose(markdown: markdown).lines {
            if let heading = Self.heading(line.raw) { names.append(slugger.slug(heading)) }
            names += Self.explicit(in: line.blanked)
        }
        self.names = names
    }

    /// The text of the ATX heading on `line`, or `nil` when it is not one: up to three spaces,
    /// one to six `#`, then a space or the end of the line; a closing run of `#` is not text.
    ///
    /// ```swift
    /// Anchors.heading("## Costs: a table ##") // "Costs: a table"
    /// Anchors.heading("#hashtag")             // nil
    /// ```
    package static func heading(_ line: String) -> String? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let afterHashes = rest.dropFirst(level)
        guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else { return nil }
        var text = TextLines.trimmed(afterHashes)
        // A closing sequence is a run of `#` after a space (or all there is), not part of the text.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = text.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" { text = TextLines.trimmed(before) }
        }
        return text
    }

    /// GitHub's slug for a heading's text, before any `-1` for a repeat: the text a reader sees
    /// (links by their text, HTML tags dropped), lowercased, with everything but letters, marks,
    /// numbers, `_`, `-` and spaces removed, and each space made a hyphen.
    ///
    /// ```swift
    /// Anchors.slug("0 · Laws, and a harness")    // "0--laws-and-a-harness"
    /// Anchors.slug("Chapter 5’s `ensureAsync`") // "chapter-5s-ensureasync"
    /// ```
    ///
    /// - Note: Emphasis written with `_` keeps its underscores here, where GitHub drops them with
    ///   the markup; the book writes emphasis with `*`, which is removed like any punctuation.
    package static func slug(_ heading: String) -> String {
        let kept = visibleText(heading).lowercased().unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                true
            default:
                scalar == " " || scalar == "-"
            }
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// Gives each heading its slug, numbering repeats as GitHub does: `why`, `why-1`, `why-2`,
    /// skipping a number that another heading's slug already took.
    package struct Slugger: Sendable {
        /// For each base slug, how many times it has been repeated so far; also every slug taken.
        private var occurrences: [String: Int] = [:]

        /// A slugger that has seen no heading.
        package init() {}

        /// The slug for the next heading, `heading` being its text.
        package mutating func slug(_ heading: String) -> String {
            let base = Anchors.slug(heading)
            var result = base
            // Only a taken base starts the loop, so the base's count exists inside it.
            while occurrences[result] != nil {
                let count = occurrences[base, default: 0] + 1
                occurrences[base] = count
                result = "\(base)-\(count)"
            }
            occurrences[result] = 0
            return result
        }
    }

    /// The ids and names of the `<a>` tags on `line`.
    private static func explicit(in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "<a ") {
            let tag = rest[open.upperBound...].prefix { $0 != ">" }
            for attribute in ["id", "name"] {
                if let value = attributeValue(attribute, in: tag) { found.append(value) }
            }
            rest = rest[open.upperBound...]
        }
        return found
    }

    /// The value of `name="…"` (or `'…'`) in a tag's attributes.
    private static func attributeValue(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let range = rest.range(of: name + "=") {
            let before = rest[..<range.lowerBound].last
            let value = rest[range.upperBound...]
            rest = value
            guard before == nil || before == " " || before == "\t", let quote = value.first,
                quote == "\"" || quote == "'"
            else { continue }
            return String(value.dropFirst().prefix { $0 != quote })
        }
        return nil
    }

    /// A heading's text as a reader sees it: a code span as written, a link or image by its
    /// text, HTML tags dropped.
    private static func visibleText(_ heading: String) -> String {
        var text = ""
        var rest = Substring(heading)
        while let first = rest.first {
            let ticks = rest.prefix { $0 == "`" }
            if !ticks.isEmpty, let close = rest.dropFirst(ticks.count).range(of: ticks) {
                // A code span's text is literal: a `<T>` in it is no tag, a `](` no link.
                text += rest[ticks.endIndex..<close.lowerBound]
                rest = rest[close.upperBound...]
            } else if !ticks.isEmpty {
                text += ticks
                rest = rest.dropFirst(ticks.count)
            } else if first == "<", rest.dropFirst().first.map({ $0.isLetter || $0 == "/" }) == true,
                let close = rest.firstIndex(of: ">")
            {
                rest = rest[rest.index(after: close)...]
            } else if first == "]", rest.dropFirst().first == "(", let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}
