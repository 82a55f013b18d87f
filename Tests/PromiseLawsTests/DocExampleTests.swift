import BookCheck
import Foundation
import Testing

/// An example in a doc comment: a ```swift block in a `///` comment, and the declaration the
/// comment documents, whose name is the example's region in DocExamples.swift.
struct DocExample: Sendable, Equatable {
    /// The documented declaration's name: `Gen`, `expectLaw`.
    let name: String
    /// The file, relative to the package root.
    let file: String
    /// The line of the first line of code, counting from 1.
    let line: Int
    /// The code, without the comment's `/// `.
    let code: [String]
    /// Whether the block says it is not real code: ```` ```swift illustration ````.
    let isIllustration: Bool
    /// What goes in front of each line of code in the file: the indentation and `///`.
    let prefix: String

    /// Every example in a Swift file's doc comments, in order.
    static func all(in text: String, file: String) -> [DocExample] {
        let lines = text.components(separatedBy: "\n")
        var examples: [DocExample] = []
        var index = 0
        while index < lines.count {
            guard let (prefix, fence) = docText(lines[index]), fence.hasPrefix("```swift") else {
                index += 1
                continue
            }
            let isIllustration =
                fence.dropFirst("```swift".count).trimmingCharacters(in: .whitespaces)
                == "illustration"
            let first = index + 1
            var end = first
            while end < lines.count, let (_, text) = docText(lines[end]), text != "```" { end += 1 }
            let code = lines[first..<end].map { docText($0)?.text ?? "" }
            examples.append(
                DocExample(
                    name: declaration(after: end, in: lines) ?? "?", file: file, line: first + 1, code: code,
                    isIllustration: isIllustration, prefix: prefix))
            index = end + 1
        }
        return examples
    }

    /// A doc comment line's text after `/// ` (or `///`), with what came before it.
    static func docText(_ line: String) -> (prefix: String, text: String)? {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        guard rest.hasPrefix("///") else { return nil }
        let text = rest.dropFirst(3)
        return (indent + "///", String(text.hasPrefix(" ") ? text.dropFirst() : text))
    }

    /// The name declared by the first line of code after the comment that ends at `index`:
    /// past the rest of the comment, anchors and attributes.
    static func declaration(after index: Int, in lines: [String]) -> String? {
        let keywords = /\b(?:struct|class|enum|protocol|func|var|let|typealias|actor|case)\s+([A-Za-z_][A-Za-z0-9_]*)/
        for line in lines[(index + 1)...] {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.isEmpty || code.hasPrefix("//") || code.hasPrefix("@") { continue }
            return code.firstMatch(of: keywords).map { String($0.1) }
        }
        return nil
    }
}

@Suite("every example in PromiseLaws' doc comments is real code")
struct DocExampleTests {
    static let examples = "Tests/PromiseLawsTests/DocExamples.swift"

    @Test("each ```swift example in a doc comment is its region of DocExamples.swift, word for word")
    func examplesAreTheirRegions() throws {
        let root = try PackageRoot.find()
        let regions = AnchoredSource(text: try String(contentsOf: root.appending(path: Self.examples), encoding: .utf8))
        var used: Set<String> = []
        // The harness's face and its engine, every file of each (Laws/, Writing/, …).
        var paths: [String] = []
        for folder in ["Sources/PromiseLaws", "Sources/LawEngine"] {
            let names = try FileManager.default.subpathsOfDirectory(
                atPath: root.appending(path: folder).path(percentEncoded: false))
            paths += names.sorted().filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        for path in paths {
            var text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            let found = DocExample.all(in: text, file: path)
            // From the last, so that blessing one example leaves the lines of those above it where they were.
            for example in found.reversed() where !example.isIllustration {
                let place = Comment(rawValue: "\(path):\(example.line)")
                guard used.insert(example.name).inserted else {
                    Issue.record("\(place): a second example for \(example.name); give it a doc comment of its own")
                    continue
                }
                guard let region = regions.region(named: example.name) else {
                    Issue.record(
                        "\(place): the example for \(example.name) has no region \(example.name) in \(Self.examples)")
                    continue
                }
                if region != example.code {
                    if BookBless.isRequested {
                        text = Self.blessed(text, example, with: region)
                    } else {
                        let advice = "after an intended change: BOOK_BLESS=1 swift test --filter DocExampleTests"
                        Issue.record(
                            "\(place): the example for \(example.name) differs from its region in \(Self.examples); \(advice)"
                        )
                    }
                }
            }
            if BookBless.isRequested {
                try text.write(to: root.appending(path: path), atomically: true, encoding: .utf8)
            }
        }
        let orphans = Set(regions.regions.keys).subtracting(used)
        #expect(orphans.isEmpty, "regions no doc comment shows: \(orphans.sorted())")
    }

    /// `text` with `example`'s code replaced by `region`, each line behind the comment's `///`.
    static func blessed(_ text: String, _ example: DocExample, with region: [String]) -> String {
        var lines = text.components(separatedBy: "\n")
        let first = example.line - 1
        lines.replaceSubrange(
            first..<(first + example.code.count),
            with: region.map { $0.isEmpty ? example.prefix : example.prefix + " " + $0 })
        return lines.joined(separator: "\n")
    }

    @Test("examples are found with the name they document, indented or not; an illustration says so")
    func findsExamples() {
        let text = """
            /// A box.
            ///
            /// ```swift
            /// let box = Box(3)
            ///
            /// box.value  // 3
            /// ```
            // ANCHOR: box
            @frozen
            public struct Box {
                /// Opens it.
                ///
                /// ```swift illustration
                /// box.open(…)
                /// ```
                func open() {}
            }
            """
        let examples = DocExample.all(in: text, file: "Box.swift")
        #expect(
            examples == [
                DocExample(
                    name: "Box", file: "Box.swift", line: 4, code: ["let box = Box(3)", "", "box.value  // 3"],
                    isIllustration: false, prefix: "///"),
                DocExample(
                    name: "open", file: "Box.swift", line: 14, code: ["box.open(…)"], isIllustration: true,
                    prefix: "    ///"),
            ])
        let blessed = DocExampleTests.blessed(text, examples[1], with: ["box.open()", ""])
        #expect(blessed.contains("    /// box.open()\n    ///\n    /// ```"))
    }
}
