import BookCheck
import Foundation
import Testing

/// Transcripts: their sections, and the check of a program's real output against them.
@Suite("Transcripts")
struct TranscriptTests {
    @Test(
        "a header's title runs from after '── ' to the next ' ─' or the end of the line",
        arguments: [
            ("── Callback hell ─────────", "Callback hell"),
            ("── done", "done"),
            ("── a─b ──", "a─b"),
            ("── ▶ bind flattens Promise<Promise<T>> ──", "▶ bind flattens Promise<Promise<T>>"),
        ])
    func headerTitle(line: String, title: String) {
        #expect(Transcript.headerTitle(of: line) == title)
    }

    @Test(
        "lines that do not start with '── ' are not headers",
        arguments: [
            " ── indented", "──no space", "─ one rule", "GET /users", "",
        ])
    func notAHeader(line: String) {
        #expect(Transcript.headerTitle(of: line) == nil)
    }

    @Test("sections run from their header to the next, without trailing blank lines")
    func sections() {
        let transcript = Transcript(text: Fixture.transcript)
        #expect(
            transcript.sections == [
                TranscriptSection(
                    title: "Callback hell", line: 2,
                    lines: ["── Callback hell ─────────", "GET /users", "GET /albums"]),
                TranscriptSection(
                    title: "bind", line: 6, lines: ["── bind ──────────────────", "GET /users then /albums"]),
                TranscriptSection(title: "done", line: 9, lines: ["── done", "2 requests"]),
            ])
        #expect(transcript.lines.first == "tour starts")
        #expect(transcript.lines.last == "2 requests")
    }

    @Test(
        "only one trailing newline is dropped from the whole transcript",
        arguments: [
            ("a\nb\n", ["a", "b"]),
            ("a\nb", ["a", "b"]),
            ("a\n\n", ["a", ""]),
            ("", []),
        ])
    func wholeLines(text: String, lines: [String]) {
        #expect(Transcript(text: text).lines == lines)
    }

    // MARK: Checking real output

    @Test("output equal to the transcript passes")
    func matchingOutput() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", Fixture.transcript)
        #expect(Transcript.check(name: "demo", output: Fixture.transcript, root: fixture.root, bless: false) == [])
    }

    @Test(
        "output that differs is reported at its first differing line",
        arguments: [
            ("tour starts\nGET /albums\n", LineDifference(line: 2, expected: "GET /albums", actual: "GET /users")),
            ("tour starts\nGET /users", LineDifference(line: 3, expected: nil, actual: "")),
            ("tour starts\nGET /users\nmore\n", LineDifference(line: 3, expected: "more", actual: "")),
        ])
    func driftedOutput(output: String, difference: LineDifference) throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", "tour starts\nGET /users\n")
        let problems = Transcript.check(name: "demo", output: output, root: fixture.root, bless: false)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.kind == .drift)
        #expect(problem.file == "Book/transcripts/demo.txt")
        #expect(problem.line == difference.line)
        #expect(
            problem.message.hasPrefix(
                "Book/transcripts/demo.txt:\(difference.line): the output of demo differs from its transcript. "
                    + "First difference at line \(difference.line):"))
        #expect(problem.difference == difference)
        // The output is what the transcript should hold: expected, as a code slice's region is.
        // A missing final newline shows as the end of the output against an empty line.
        let expected = difference.expected.map { String(reflecting: $0) } ?? "(end of the output)"
        let actualLine = difference.actual.map { String(reflecting: $0) } ?? "(end of the transcript)"
        #expect(problem.message.contains("  expected: \(expected)\n  actual:   \(actualLine)"))
        // Restoring the code comes first: drift is what experimenting with a tour looks like.
        #expect(
            problem.message.hasSuffix(
                """
                \(actualLine)
                This is expected while you experiment with the code; to restore the code, for each file git status \
                lists as modified:
                  git checkout -- <file>
                After an intended change, record the new output:
                  BOOK_BLESS=1 swift test
                """))
    }

    @Test("every check says a change the same way: the code's side expected, the book's side actual")
    func expectedIsTheCodesSide() throws {
        // The code now says "new", the book still holds "old": a region against its block, a
        // program's output against its transcript, and a transcript against a chapter's quote.
        let shown = "  expected: \"new\"\n  actual:   \"old\""
        let slice = try Fixture()
        try slice.write("Sources/Demo/Word.swift", "// ANCHOR: word\nnew\n// ANCHOR_END: word\n")
        let sliceReport = try slice.check(
            chapter: "<!-- source: Sources/Demo/Word.swift#word -->\n```swift\nold\n```\n")
        #expect(sliceReport.problems.map(\.message).contains { $0.contains(shown) })

        let output = try Fixture()
        try output.write("Book/transcripts/demo.txt", "old\n")
        let outputProblems = Transcript.check(name: "demo", output: "new\n", root: output.root, bless: false)
        #expect(outputProblems.map(\.message).contains { $0.contains(shown) })

        let quote = try Fixture()
        try quote.write("Book/transcripts/demo.txt", "new\n")
        let quoteReport = try quote.check(chapter: "<!-- transcript: demo -->\n```text\nold\n```\n")
        #expect(quoteReport.problems.map(\.message).contains { $0.contains(shown) })
    }

    @Test("a missing transcript is reported, not created, unless blessing")
    func missingTranscript() throws {
        let fixture = try Fixture()
        let problems = Transcript.check(name: "demo", output: "out\n", root: fixture.root, bless: false)
        #expect(problems.map(\.kind) == [.missingFile])
        #expect(problems.first?.message.contains("BOOK_BLESS=1 swift test") == true)
        #expect(!fixture.exists("Book/transcripts/demo.txt"))
    }

    @Test("blessing creates a missing transcript and its folder, then the check passes")
    func blessCreates() throws {
        let fixture = try Fixture()
        #expect(Transcript.check(name: "demo", output: "out\n", root: fixture.root, bless: true) == [])
        #expect(try fixture.read("Book/transcripts/demo.txt") == "out\n")
        #expect(Transcript.check(name: "demo", output: "out\n", root: fixture.root, bless: false) == [])
    }

    @Test("blessing overwrites a drifted transcript with the real output")
    func blessOverwrites() throws {
        let fixture = try Fixture()
        try fixture.write("Book/transcripts/demo.txt", "old\n")
        #expect(Transcript.check(name: "demo", output: "new\n", root: fixture.root, bless: true) == [])
        #expect(try fixture.read("Book/transcripts/demo.txt") == "new\n")
    }
}
