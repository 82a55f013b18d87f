import BookCheck
import Foundation
import PromiseLaws
import TestSupport
import Testing

/// Chapter 3's race, found, replayed and drawn: the harness's broken `resolve`, which asks
/// "settled yet?" under the lock and settles under it again, fails *two producers settle at
/// once* on a schedule. Its report is the one the chapter shows, word for word; its replay line
/// brings the same report back; and the chapter's picture of the race has the report's steps.
@Suite("the race in chapter 3")
struct RaceReportTests {
    static let design = "a resolve that checks and sets under two lock acquisitions"

    @Test("a resolve that checks and sets under two lock acquisitions: the report chapter 3 shows")
    func race() async throws {
        let broken = try #require(Broken.all.first { $0.design == Self.design })
        let failure = try #require(
            await expectBookReport(broken, transcript: "race-report", replay: "PromiseLawsTests.RaceReportTests/race"))
        let steps = try #require(failure.left.races.last?.table, "the report shows the race")

        // Replayed from its line: the same report, byte for byte.
        let seed = try #require(
            failure.report(replay: "X").firstMatch(of: /LAWS_SEED=(\d+)/).flatMap { UInt64($0.1) })
        guard case .failed(let again) = await broken.check(LawConfig(seed: .fixed(seed))) else {
            Issue.record("replaying seed \(seed) passed")
            return
        }
        #expect(again.report(replay: "X") == failure.report(replay: "X"))

        // Rerun on the schedule its rerun line writes out: every case on that schedule alone,
        // and the same smallest case. On the mirror schedule, in which t2 looks first and t1
        // looks and stores in between, it is just as broken.
        let rerun = try #require(
            failure.report(replay: "X").firstMatch(of: /LAWS_SCHEDULE="([^"]+)"/).map { String($0.1) })
        for text in [rerun, "t2 to step 3, t1"] {
            let schedule = try Schedule(parsing: text)
            guard case .failed(let on) = await broken.check(LawConfig(seed: .fixed(seed), schedule: schedule)) else {
                Issue.record("rerunning seed \(seed) on \(text) passed")
                continue
            }
            #expect(on.report(replay: "X").contains("found:  case 1 of 100, on the schedule LAWS_SCHEDULE names"))
            if text == rerun { #expect(on.inputs.map(\.value) == failure.inputs.map(\.value)) }
        }

        // Drawn: chapter 3's sequence diagram has the report's steps, each on its thread.
        let chapter = try String(
            contentsOf: try PackageRoot.find().appending(path: "Book/03-observer-future-under-the-hood.md"),
            encoding: .utf8)
        let diagram = try #require(Self.diagram(in: chapter), "chapter 3 draws the race with lock A")
        let drawn = Self.drawnSteps(diagram)
        #expect(
            drawn.map(\.row) == Self.rows(of: steps).map(\.row),
            "chapter 3's diagram draws each row of the report's race table, on its thread, in order")
        // The locks given back are not steps: the diagram draws them unnumbered.
        #expect(
            drawn.map(\.number) == Array(1...max(1, drawn.count)),
            "chapter 3's diagram numbers its steps 1, 2, 3, … with no gap")
    }

    /// A numbered step of a race: which thread (`t1`), its number, and what it did.
    struct Step: Equatable {
        let thread: String
        let number: Int
        let text: String
        var row: String { "\(number) \(thread) \(text)" }
    }

    /// The rows of a race table (`     4                settle(0)`), each with its thread, read
    /// from the column its text starts in.
    static func rows(of table: [String]) -> [Step] {
        guard let header = table.first else { return [] }
        let columns = header.matches(of: /t\d+/).map {
            (thread: String($0.output), start: header.distance(from: header.startIndex, to: $0.range.lowerBound))
        }
        return table.dropFirst().compactMap { line in
            guard let match = line.firstMatch(of: /^\s*(\d+)  (\s*)(\S.*)$/), let number = Int(match.1) else {
                return nil
            }
            let start = line.distance(from: line.startIndex, to: match.3.startIndex)
            guard let column = columns.first(where: { $0.start == start }) else { return nil }
            return Step(thread: column.thread, number: number, text: String(match.3))
        }
    }

    /// The lines of chapter 3's mermaid block that draws the race: the one with `lock A`.
    static func diagram(in chapter: String) -> [String]? {
        let lines = chapter.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("```mermaid"), let end = lines[(index + 1)...].firstIndex(of: "```") {
                let block = Array(lines[(index + 1)..<end])
                if block.contains(where: { $0.contains("as lock A") }) { return block }
                index = end
            }
            index += 1
        }
        return nil
    }

    /// The numbered steps a diagram draws: `Note over t1: 1 · settle(1)` and `t2->>lock: 5 · lock A`.
    static func drawnSteps(_ diagram: [String]) -> [Step] {
        diagram.compactMap { line in
            guard let match = line.firstMatch(of: /^\s*(?:Note over (t\d+)|(t\d+)-{1,2}>>lock): (\d+) · (.+)$/),
                let thread = match.1 ?? match.2, let number = Int(match.3)
            else { return nil }
            return Step(thread: String(thread), number: number, text: String(match.4))
        }
    }
}

/// Checks a broken design's law and records its failure as an expected one: the whole report
/// when the run asks for it (`EXHIBIT_REPORTS=1`, or any `LAWS_SEED`, as in the report's own
/// replay line), one line otherwise. Then checks the report is, word for word,
/// `Book/transcripts/<transcript>.txt` (`BOOK_BLESS=1` records it), and returns it.
func expectBookReport(
    _ broken: Broken, transcript: String, replay filter: String, sourceLocation: SourceLocation = #_sourceLocation
) async -> LawFailure? {
    let environment = ProcessInfo.processInfo.environment
    let replaying = RunSettings.current(sourceLocation: sourceLocation)
    let label: Comment? =
        ExhibitReport.isFull(in: environment)
        ? "expected: this design is broken on purpose, and this law catches it" : nil
    await withKnownIssue(label) {
        guard case .failed(let found) = await broken.check(replaying) else { return }
        let text =
            ExhibitReport.isFull(in: environment)
            ? found.report(replay: filter) : ExhibitReport.line(for: broken.testDescription, replay: filter)
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
    guard case .failed(let found) = await broken.check(LawConfig()) else {
        Issue.record("\(broken.design) passed \(broken.law)", sourceLocation: sourceLocation)
        return nil
    }
    do {
        let root = try PackageRoot.find()
        for problem in Transcript.check(name: transcript, output: found.report(replay: filter) + "\n", root: root) {
            Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    }
    return found
}
