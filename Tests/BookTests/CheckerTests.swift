import BookCheck
import Foundation
import Testing

/// The checker run on fixture chapters and sources written to a temporary package.
@Suite("The book checker")
struct CheckerTests {
    // MARK: Code slices

    @Test("a block equal to its region passes, blank lines after the marker allowed")
    func matchingBlock() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(
            chapter: """
                # Box

                <!-- source: Sources/Demo/Box.swift#whole -->

                ```swift
                let value: Int

                func doubled() -> Int {
                    value * 2
                }
                ```
                """)
        #expect(report.problems == [])
    }

    /// A way a block can drift from its region, and the first difference it must report.
    struct Drift: Sendable, CustomTestStringConvertible {
        let name: String
        let block: [String]
        let difference: LineDifference
        var testDescription: String { name }
    }

    @Test(
        "a drifted block names the chapter, the region and the first differing line",
        arguments: [
            Drift(
                name: "a changed line",
                block: ["func doubled() -> Int {", "    value * 3", "}"],
                difference: LineDifference(line: 2, expected: "    value * 2", actual: "    value * 3")),
            Drift(
                name: "a missing line",
                block: ["func doubled() -> Int {", "    value * 2"],
                difference: LineDifference(line: 3, expected: "}", actual: nil)),
            Drift(
                name: "an extra line",
                block: ["func doubled() -> Int {", "    value * 2", "}", "// more"],
                difference: LineDifference(line: 4, expected: nil, actual: "// more")),
            Drift(
                name: "indentation kept from the source",
                block: ["    func doubled() -> Int {", "        value * 2", "    }"],
                difference: LineDifference(
                    line: 1, expected: "func doubled() -> Int {", actual: "    func doubled() -> Int {")),
        ])
    func driftedBlock(_ drift: Drift) throws {
        let fixture = try Fixture()
        try fixture.write(
            "Sources/Demo/Doubled.swift",
            """
            extension Box {
                // ANCHOR: doubled
                func doubled() -> Int {
                    value * 2
                }
                // ANCHOR_END: doubled
            }
            """)
        let report = try fixture.check(
            chapter: """
                Intro.

                <!-- source: Sources/Demo/Doubled.swift#doubled -->
                ```swift
                \(drift.block.joined(separator: "\n"))
                ```
                """)
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(problem.kind == .drift)
        #expect(problem.file == "Book/chapter.md")
        #expect(problem.line == 4)
        #expect(problem.difference == drift.difference)
        #expect(
            problem.message.hasPrefix(
                "Book/chapter.md:4: the swift block differs from Sources/Demo/Doubled.swift#doubled."))
        #expect(
            problem.message.contains(
                "First difference at line \(drift.difference.line) of the block (Book/chapter.md:\(4 + drift.difference.line))"
            ))
        let expected = drift.difference.expected.map { String(reflecting: $0) } ?? "(end of the region)"
        let actual = drift.difference.actual.map { String(reflecting: $0) } ?? "(end of the block)"
        #expect(problem.message.contains("  expected: \(expected)\n  actual:   \(actual)"))
        #expect(problem.message.contains("git checkout -- Sources/Demo/Doubled.swift"))
        #expect(problem.message.contains("BOOK_BLESS=1 swift test --filter BookTests"))
    }

    @Test("a drift message first says drift is expected while experimenting and how to restore, then how to bless")
    func driftAdviceOrder() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(
            chapter: "<!-- source: Sources/Demo/Box.swift#body -->\n```swift\nvalue * 3\n```\n")
        let problem = try #require(report.problems.first)
        #expect(problem.kind == .drift)
        let advice = problem.message.split(separator: "\n").suffix(4).joined(separator: "\n")
        #expect(
            advice == """
                This is expected while you experiment with the code; to restore the code:
                  git checkout -- Sources/Demo/Box.swift
                After an intended change, bless the book:
                  BOOK_BLESS=1 swift test --filter BookTests
                """)
        // The order itself, whatever the wording around it: experimenting, restoring, then blessing.
        let experimenting = try #require(problem.message.range(of: "expected while you experiment"))
        let restoring = try #require(problem.message.range(of: "git checkout -- Sources/Demo/Box.swift"))
        let blessing = try #require(problem.message.range(of: "BOOK_BLESS=1"))
        #expect(experimenting.upperBound <= restoring.lowerBound)
        #expect(restoring.upperBound <= blessing.lowerBound)
    }

    @Test("a marker naming a region the file does not mark is reported, with the regions it does mark")
    func missingRegion() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(
            chapter: """
                <!-- source: Sources/Demo/Box.swift#valu -->
                ```swift
                let value: Int
                ```
                """)
        #expect(report.problems.map(\.kind) == [.missingRegion])
        #expect(
            report.problems.first?.message
                == "Book/chapter.md:1: Sources/Demo/Box.swift has no region \"valu\"; it marks: body, value, whole")
    }

    @Test("a marker pointing to a missing file is reported")
    func missingFile() throws {
        let fixture = try Fixture()
        let report = try fixture.check(
            chapter: """
                Text.
                <!-- source: Sources/Demo/Gone.swift#value -->
                ```swift
                let value: Int
                ```
                """)
        #expect(report.problems.map(\.kind) == [.missingFile])
        #expect(
            report.problems.first?.message == "Book/chapter.md:2: <!-- source: Sources/Demo/Gone.swift#value --> "
                + "points to Sources/Demo/Gone.swift, which does not exist")
    }

    @Test("a swift block without a marker is reported; text and unlabelled blocks need none")
    func unmarkedSwiftBlock() throws {
        let fixture = try Fixture()
        let report = try fixture.check(
            chapter: """
                Some prose.

                ```swift
                let x = 1
                ```

                ```text
                output
                ```

                ```
                anything
                ```
                """)
        #expect(report.problems.map(\.kind) == [.unmarkedSwiftBlock])
        #expect(report.problems.first?.line == 3)
        #expect(report.problems.first?.message.contains("<!-- illustration -->") == true)
    }

    @Test("a swift block under an illustration marker passes")
    func illustration() throws {
        let fixture = try Fixture()
        let report = try fixture.check(
            chapter: """
                What the post wrote:

                <!-- illustration -->
                ```swift
                func then(callback: (T) -> Void) { /* the post's version */ }
                ```
                """)
        #expect(report.problems == [])
    }

    /// A chapter whose marker has no block after it, and what the message must say comes next.
    struct Stranded: Sendable, CustomTestStringConvertible {
        let name: String
        let chapter: String
        let next: String
        var testDescription: String { name }
    }

    @Test(
        "a marker without a block after it is reported as unused",
        arguments: [
            Stranded(
                name: "at the end of the file",
                chapter: "Text.\n\n<!-- source: Sources/Demo/Box.swift#value -->\n\n",
                next: "the file ends"),
            Stranded(
                name: "followed by prose",
                chapter:
                    "<!-- source: Sources/Demo/Box.swift#value -->\n\nThe value is stored.\n```swift\nlet value: Int\n```\n",
                next: "prose comes next, at line 3"),
            Stranded(
                name: "followed by another marker",
                chapter:
                    "<!-- source: Sources/Demo/Box.swift#value -->\n<!-- source: Sources/Demo/Box.swift#value -->\n```swift\nlet value: Int\n```\n",
                next: "another marker comes next, at line 2"),
        ])
    func unusedMarker(_ stranded: Stranded) throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(chapter: stranded.chapter)
        // The prose case also leaves its block unmarked: that is a second, separate problem.
        let unused = report.problems.filter { $0.kind == .unusedMarker }
        #expect(unused.count == 1)
        #expect(
            unused.first?.message.contains(
                "<!-- source: Sources/Demo/Box.swift#value --> is not followed by a fenced block: \(stranded.next)")
                == true)
    }

    /// A marker over a block in the wrong language.
    struct WrongLanguage: Sendable, CustomTestStringConvertible {
        let name: String
        let chapter: String
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "a marker over a block in the wrong language is reported",
        arguments: [
            WrongLanguage(
                name: "source over text",
                chapter: "<!-- source: Sources/Demo/Box.swift#value -->\n```text\nlet value: Int\n```\n",
                message: "must be followed by a ```swift block, but the block at line 2 is ```text"),
            WrongLanguage(
                name: "source over a block with no language",
                chapter: "<!-- source: Sources/Demo/Box.swift#value -->\n```\nlet value: Int\n```\n",
                message: "must be followed by a ```swift block, but the block at line 2 has no language"),
            WrongLanguage(
                name: "transcript over swift",
                chapter: "<!-- transcript: demo -->\n```swift\ntour starts\n```\n",
                message:
                    "<!-- transcript: demo --> must be followed by a ```text block, but the block at line 2 is ```swift"
            ),
        ])
    func wrongLanguage(_ wrong: WrongLanguage) throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        let report = try fixture.check(chapter: wrong.chapter)
        #expect(report.problems.map(\.kind) == [.wrongLanguage])
        #expect(report.problems.first?.line == 1)
        #expect(report.problems.first?.message.contains(wrong.message) == true)
    }

    /// A source file with broken anchors, and the message its mismatch must produce.
    struct BrokenAnchor: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "broken anchors in a file the book shows are reported at the marker",
        arguments: [
            BrokenAnchor(
                name: "an ANCHOR without its ANCHOR_END",
                source: "// ANCHOR: good\nlet a = 1\n// ANCHOR_END: good\n// ANCHOR: open\nlet b = 2\n",
                message: "Sources/Demo/Broken.swift:4: // ANCHOR: open has no matching // ANCHOR_END: open after it"),
            BrokenAnchor(
                name: "an ANCHOR_END without its ANCHOR",
                source: "// ANCHOR: good\nlet a = 1\n// ANCHOR_END: good\nlet b = 2\n// ANCHOR_END: stray\n",
                message: "Sources/Demo/Broken.swift:5: // ANCHOR_END: stray has no open // ANCHOR: stray before it"),
            BrokenAnchor(
                name: "a region marked twice",
                source:
                    "// ANCHOR: good\nlet a = 1\n// ANCHOR_END: good\n// ANCHOR: good\nlet b = 2\n// ANCHOR_END: good\n",
                message: "Sources/Demo/Broken.swift:4: // ANCHOR: good marks a region this file already marks"),
        ])
    func brokenAnchors(_ broken: BrokenAnchor) throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Demo/Broken.swift", broken.source)
        let report = try fixture.check(
            chapter: """
                <!-- source: Sources/Demo/Broken.swift#good -->
                ```swift
                let a = 1
                ```

                The same file again: its anchors are reported once per chapter.

                <!-- source: Sources/Demo/Broken.swift#good -->
                ```swift
                let a = 1
                ```
                """)
        #expect(report.problems.map(\.kind) == [.unbalancedAnchor])
        #expect(report.problems.first?.message == "Book/chapter.md:1: " + broken.message)
    }

    @Test("broken anchors in a file the book does not show are not the book's business")
    func brokenAnchorsElsewhere() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        try fixture.write("Sources/Demo/Broken.swift", "// ANCHOR: open\nlet b = 2\n")
        let report = try fixture.check(
            chapter: "<!-- source: Sources/Demo/Box.swift#value -->\n```swift\nlet value: Int\n```\n")
        #expect(report.problems == [])
    }

    @Test("a marker naming an unterminated region reports the anchor, not a missing region")
    func unterminatedRegionNamed() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Demo/Broken.swift", "// ANCHOR: open\nlet b = 2\n")
        let report = try fixture.check(
            chapter: "<!-- source: Sources/Demo/Broken.swift#open -->\n```swift\nlet b = 2\n```\n")
        #expect(report.problems.map(\.kind) == [.unbalancedAnchor])
    }

    @Test("markers and swift blocks shown inside a longer fence are text, not markers")
    func markersInsideFence() throws {
        let fixture = try Fixture()
        let report = try fixture.check(
            chapter: """
                How to show code in a chapter:

                ````markdown
                <!-- source: Sources/Nowhere.swift#nothing -->
                ```swift
                let shown = "as an example"
                ```
                ````
                """)
        #expect(report.problems == [])
    }

    @Test("a fence that is never closed is reported")
    func unclosedFence() throws {
        let fixture = try Fixture()
        let report = try fixture.check(chapter: "Text.\n\n```text\nnever closed\n")
        #expect(report.problems.map(\.kind) == [.unclosedFence])
        #expect(report.problems.first?.line == 3)
    }

    @Test(
        "a source marker without a region is reported as malformed",
        arguments: [
            "<!-- source: Sources/Demo/Box.swift -->",
            "<!-- source: Sources/Demo/Box.swift# -->",
            "<!-- transcript: -->",
        ])
    func malformedMarker(_ marker: String) throws {
        let fixture = try Fixture()
        let report = try fixture.check(chapter: "\(marker)\n```swift\nlet value: Int\n```\n")
        #expect(report.problems.map(\.kind) == [.malformedMarker])
        #expect(report.problems.first?.message.contains("this marker cannot be read; write it as <!--") == true)
    }

    // MARK: Transcripts

    /// A transcript marker, and the block that must follow it.
    struct Excerpt: Sendable, CustomTestStringConvertible {
        let marker: String
        let lines: [String]
        var testDescription: String { marker }
    }

    @Test(
        "a transcript block equal to the whole transcript or one section passes",
        arguments: [
            Excerpt(
                marker: "<!-- transcript: demo -->",
                lines: [
                    "tour starts", "── Callback hell ─────────", "GET /users", "GET /albums", "",
                    "── bind ──────────────────", "GET /users then /albums", "", "── done", "2 requests",
                ]),
            Excerpt(
                marker: "<!-- transcript: demo#Callback hell -->",
                lines: [
                    "── Callback hell ─────────", "GET /users", "GET /albums",
                ]),
            Excerpt(
                marker: "<!-- transcript: demo#bind -->",
                lines: ["── bind ──────────────────", "GET /users then /albums"]),
            Excerpt(marker: "<!-- transcript: demo#done -->", lines: ["── done", "2 requests"]),
        ])
    func transcriptExcerpt(_ excerpt: Excerpt) throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        let block = "\(excerpt.marker)\n```text\n\(excerpt.lines.joined(separator: "\n"))\n```\n"
        #expect(try fixture.check(chapter: block).problems == [])

        // The same block with its last line changed must fail: the pass above is not vacuous.
        var drifted = excerpt.lines
        drifted[drifted.count - 1] += "!"
        let report = try fixture.check(chapter: "\(excerpt.marker)\n```text\n\(drifted.joined(separator: "\n"))\n```\n")
        #expect(report.problems.map(\.kind) == [.drift])
        #expect(report.problems.first?.difference?.line == excerpt.lines.count)
    }

    @Test("a drifted transcript block names the transcript and the first differing line")
    func transcriptDrift() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        let report = try fixture.check(
            chapter: """
                <!-- transcript: demo#Callback hell -->
                ```text
                ── Callback hell ─────────
                GET /users
                GET /pictures
                ```
                """)
        let problem = try #require(report.problems.first)
        #expect(problem.kind == .drift)
        #expect(
            problem.message == """
                Book/chapter.md:2: the text block differs from transcript demo#Callback hell \
                (Book/transcripts/demo.txt). First difference at line 3 of the block (Book/chapter.md:5):
                  expected: "GET /albums"
                  actual:   "GET /pictures"
                This is expected while you experiment with the code; to restore the transcript:
                  git checkout -- Book/transcripts/demo.txt
                After an intended change, bless the book:
                  BOOK_BLESS=1 swift test --filter BookTests
                """)
    }

    @Test("a section the transcript does not have is reported, with the sections it has")
    func unknownSection() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        let report = try fixture.check(chapter: "<!-- transcript: demo#Bind -->\n```text\n── bind\n```\n")
        #expect(report.problems.map(\.kind) == [.unknownSection])
        #expect(
            report.problems.first?.message == "Book/chapter.md:1: Book/transcripts/demo.txt has no section \"Bind\"; "
                + "its sections: Callback hell, bind, done")
    }

    @Test("a section title used twice is reported as ambiguous")
    func ambiguousSection() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", "── step ──\none\n── step ──\ntwo\n")
        let report = try fixture.check(chapter: "<!-- transcript: demo#step -->\n```text\n── step ──\none\n```\n")
        #expect(report.problems.map(\.kind) == [.ambiguousSection])
        #expect(report.problems.first?.message.contains("2 sections titled \"step\" (lines 1, 3)") == true)
    }

    @Test("a transcript marker pointing to a missing transcript is reported")
    func missingTranscript() throws {
        let fixture = try Fixture()
        let report = try fixture.check(chapter: "<!-- transcript: nowhere -->\n```text\nanything\n```\n")
        #expect(report.problems.map(\.kind) == [.missingFile])
        #expect(
            report.problems.first?.message.contains("points to Book/transcripts/nowhere.txt, which does not exist")
                == true)
    }

    // MARK: Blessing

    @Test("blessing rewrites drifted blocks, keeps every other byte, and then the check passes")
    func bless() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        let before = """
            # A chapter

            <!-- A plain comment stays. -->
            <!-- source: Sources/Demo/Box.swift#body -->
            ```swift
            value * 3
            stale line
            ```
            Prose right after, with trailing spaces.\u{20}\u{20}

            <!-- transcript: demo#bind -->

            ```text
            old output
            ```

            <!-- source: Sources/Demo/Box.swift#value -->
            ```swift
            let value: Int
            ```

            ```swift
            let unmarked = true
            ```
            No final newline
            """
        let after = """
            # A chapter

            <!-- A plain comment stays. -->
            <!-- source: Sources/Demo/Box.swift#body -->
            ```swift
            value * 2
            ```
            Prose right after, with trailing spaces.\u{20}\u{20}

            <!-- transcript: demo#bind -->

            ```text
            ── bind ──────────────────
            GET /users then /albums
            ```

            <!-- source: Sources/Demo/Box.swift#value -->
            ```swift
            let value: Int
            ```

            ```swift
            let unmarked = true
            ```
            No final newline
            """
        let blessed = try fixture.check(chapter: before, bless: true)
        #expect(
            blessed.rewrites == [
                BookRewrite(file: "Book/chapter.md", line: 5, origin: "Sources/Demo/Box.swift#body"),
                BookRewrite(file: "Book/chapter.md", line: 13, origin: "transcript demo#bind"),
            ])
        // Blessing fixes drift only: the unmarked block is still reported.
        #expect(blessed.problems.map(\.kind) == [.unmarkedSwiftBlock])
        #expect(try fixture.read(Fixture.chapter) == after)

        let again = BookChecker(root: fixture.root, requiresCaptions: false).check(
            markdownFile: Fixture.chapter, bless: false)
        #expect(again.problems.map(\.kind) == [.unmarkedSwiftBlock])
        #expect(again.rewrites == [])
    }

    @Test("blessing keeps CRLF line endings and the indentation of a fence in a list")
    func blessKeepsLineEndingsAndIndentation() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let before =
            "1. The whole box:\r\n\r\n   <!-- source: Sources/Demo/Box.swift#whole -->\r\n   ```swift\r\n   old\r\n   ```\r\n"
        let after =
            "1. The whole box:\r\n\r\n   <!-- source: Sources/Demo/Box.swift#whole -->\r\n   ```swift\r\n"
            + "   let value: Int\r\n\r\n   func doubled() -> Int {\r\n       value * 2\r\n   }\r\n   ```\r\n"
        let blessed = try fixture.check(chapter: before, bless: true)
        #expect(blessed.rewrites.count == 1)
        #expect(try fixture.read(Fixture.chapter) == after)
        #expect(try fixture.check(chapter: after).problems == [])
    }

    @Test("blessing leaves a chapter without drift untouched")
    func blessWithoutDrift() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let chapter = "<!-- source: Sources/Demo/Box.swift#value -->\n```swift\nlet value: Int\n```\n"
        let report = try fixture.check(chapter: chapter, bless: true)
        #expect(report == BookReport())
        #expect(try fixture.read(Fixture.chapter) == chapter)
    }

    // MARK: Captions

    @Test("a marked block without its caption is reported with the caption it needs")
    func missingCaption() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(
            chapter: "Intro.\n\n<!-- source: Sources/Demo/Box.swift#value -->\n```swift\nlet value: Int\n```\n",
            captions: true)
        #expect(report.problems.map(\.kind) == [.caption])
        #expect(report.problems.first?.line == 3)
        #expect(
            report.problems.first?.message.contains(
                "<sub>From [`Sources/Demo/Box.swift`](../Sources/Demo/Box.swift), region `value`</sub>") == true)
    }

    @Test("a caption that names another file or region is reported")
    func wrongCaption() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let report = try fixture.check(
            chapter: """
                <sub>From [`Sources/Demo/Box.swift`](../Sources/Demo/Box.swift), region `whole`</sub>
                <!-- source: Sources/Demo/Box.swift#value -->
                ```swift
                let value: Int
                ```
                """, captions: true)
        #expect(report.problems.map(\.kind) == [.caption])
        #expect(report.problems.first?.line == 1)
    }

    @Test("a transcript's caption names the tour that prints it, and the section")
    func transcriptCaption() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        try fixture.write("Chapters/01-Demo/demo/main.swift", "// the tour\n")
        let chapter = """
            <sub>Output of `swift run demo --fast`, as [`Book/transcripts/demo.txt`](transcripts/demo.txt), section “bind”</sub>
            <!-- transcript: demo#bind -->

            ```text
            ── bind ──────────────────
            GET /users then /albums
            ```
            """
        let report = try fixture.check(chapter: chapter, captions: true)
        #expect(report.problems == [])
    }

    @Test("blessing writes a missing caption above its marker, at the marker's indentation, and mends a wrong one")
    func blessCaptions() throws {
        let fixture = try Fixture()
        try fixture.write(Fixture.boxPath, Fixture.boxSource)
        let before = """
            1. A list item:

               <!-- source: Sources/Demo/Box.swift#value -->
               ```swift
               let value: Int
               ```

            <sub>From somewhere else</sub>
            <!-- source: Sources/Demo/Box.swift#value -->
            ```swift
            let value: Int
            ```
            """
        let caption = "<sub>From [`Sources/Demo/Box.swift`](../Sources/Demo/Box.swift), region `value`</sub>"
        let blessed = try fixture.check(chapter: before, bless: true, captions: true)
        #expect(blessed.rewrites.count == 2)
        let after = try fixture.read(Fixture.chapter)
        #expect(after.contains("   \(caption)\n   <!-- source: Sources/Demo/Box.swift#value -->\n   ```swift"))
        #expect(after.contains("\(caption)\n<!-- source: Sources/Demo/Box.swift#value -->\n```swift"))
        #expect(try fixture.check(chapter: after, captions: true).problems == [])
    }

    // MARK: Finding the chapters

    @Test("every markdown file under Book is found, in subfolders too, sorted")
    func markdownFiles() throws {
        let fixture = try Fixture()
        try fixture.write("Book/README.md", "")
        try fixture.write("Book/02-result.md", "")
        try fixture.write("Book/01-lazy.md", "")
        try fixture.write("Book/extras/notes.md", "")
        try fixture.write("Book/transcripts/lazy.txt", "")
        try fixture.write("README.md", "")
        #expect(
            try BookChecker(root: fixture.root).markdownFiles() == [
                "Book/01-lazy.md", "Book/02-result.md", "Book/README.md", "Book/extras/notes.md",
            ])
    }

    @Test("an empty Book folder has no chapters; a missing one is an error")
    func bookFolder() throws {
        let fixture = try Fixture()
        #expect(throws: BookChecker.BookFolderMissing.self) {
            try BookChecker(root: fixture.root).markdownFiles()
        }
        try FileManager.default.createDirectory(
            at: fixture.root.appending(path: "Book"), withIntermediateDirectories: true)
        #expect(try BookChecker(root: fixture.root).markdownFiles() == [])
    }
}
