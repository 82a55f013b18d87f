import Dispatch
import Testing
import TourKit

@Suite("Narrator formatting")
struct NarratorTests {
    @Test("each method prints its exact line format")
    func formats() {
        let output = CapturedOutput()
        let narrator = Narrator(output: output)
        narrator.section("Callback hell")
        narrator.step("fetch the users")
        narrator.result("10 users")
        narrator.say("Plain words.")
        narrator.code("let users = try decode(data)")
        #expect(
            output.lines == [
                "── Callback hell ───────────────────────────────────────────",
                "▶ fetch the users",
                "  → 10 users",
                "Plain words.",
                "    let users = try decode(data)",
            ])
    }

    @Test("a header is exactly 60 columns and the book's checker can read its title back")
    func header() throws {
        let header = Narrator.header("Callback hell")
        #expect(header.count == 60)
        #expect(header.hasPrefix("── "))
        let afterLead = header.dropFirst(3)
        let titleEnd = try #require(afterLead.range(of: " ─"))
        #expect(afterLead[..<titleEnd.lowerBound] == "Callback hell")
    }

    @Test("a title too long for 60 columns still ends with three rules")
    func longHeader() {
        let title = String(repeating: "x", count: 70)
        #expect(Narrator.header(title) == "── \(title) ───")
    }

    @Test("sections are separated by a blank line, but output never starts with one")
    func blankLines() {
        let output = CapturedOutput()
        let narrator = Narrator(output: output)
        narrator.section("One")
        narrator.step("a")
        narrator.section("Two")
        #expect(output.lines == [Narrator.header("One"), "▶ a", "", Narrator.header("Two")])

        let afterSay = CapturedOutput()
        Narrator(output: afterSay).say("intro")
        #expect(afterSay.lines == ["intro"])
        let narrated = Narrator(output: afterSay)
        narrated.section("First of its narrator")
        #expect(afterSay.lines.last == Narrator.header("First of its narrator"))
    }

    @Test("multi-line text keeps its indentation on every line")
    func multiLine() {
        let output = CapturedOutput()
        let narrator = Narrator(output: output)
        narrator.step("one\ntwo")
        narrator.result("three\nfour")
        narrator.code("func f() {\n\n}")
        narrator.say("")
        #expect(output.lines == ["▶ one", "  two", "  → three", "    four", "    func f() {", "", "    }", ""])
    }

    @Test("lines written from many threads at once never interleave")
    func concurrency() {
        let output = CapturedOutput()
        let narrator = Narrator(output: output)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<100 {
                narrator.result("thread \(thread) line \(index)\nsecond half \(thread) \(index)")
            }
        }
        let lines = output.lines
        #expect(lines.count == 1600)
        for pair in stride(from: 0, to: lines.count, by: 2) {
            let first = lines[pair].dropFirst(4).split(separator: " ")
            #expect(lines[pair + 1] == "    second half \(first[1]) \(first[3])")
        }
    }
}
