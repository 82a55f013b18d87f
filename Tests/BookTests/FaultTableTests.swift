import BookCheck
import Foundation
import TestSupport
import Testing
import TourKit

/// Every `--fault` against every tour that talks to the fixture host: each run ends, says what
/// the fault was in words, writes nothing to standard error, and exits 69. The table of what
/// each one broke is `Book/transcripts/faults.txt`, shown in the workshop guide.
@Suite("Faults from the command line")
struct FaultTableTests {
    /// The faults tried on every target: one of each kind the fixture host can inject.
    static let kinds = ["timeout", "drop", "malformed", "status:500"]

    /// One run: the tour, the fault, and what happened.
    struct Row: Sendable {
        let tour: String
        let fault: String
        let status: Int32
        let broken: String
        let firstFailure: String
        let problems: [String]

        var line: String { "| \(tour) | `--fault \(fault)` | \(status) | \(broken) | \(firstFailure) |" }

        /// A fault not tried, because an earlier one on the same tour never ended.
        static func notTried(_ tour: String, _ fault: String) -> Row {
            Row(
                tour: tour, fault: fault, status: -1, broken: "not tried", firstFailure: "not tried",
                problems: ["not tried: an earlier fault on this tour did not end"])
        }
    }

    static func run(_ tour: Tour, _ fault: String) async -> Row {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        // A tour that never ends is a failure of its row, not a hang of the whole run.
        let ended = await within(.seconds(60)) {
            await tour.command.execute(
                arguments: ["--fast", "--fault", fault], output: output, errors: errors, body: tour.body)
        }
        let status = ended ?? -1
        var problems: [String] = []
        if ended == nil { problems.append("did not end within 60 s") }
        if !errors.text.isEmpty { problems.append("wrote to standard error: \(errors.text)") }
        let meaning = Fault(commandLine: String(fault.split(separator: "=")[1]))?.meaning ?? "?"
        if !output.text.contains(meaning) { problems.append("never said what the fault means (\(meaning))") }
        // "  → 3 requests to /albums broke; …": the count the tour reports.
        let broken =
            output.lines.first { $0.hasPrefix("  → ") && $0.contains(" broke") }
            .map { String($0.dropFirst(4).prefix { $0 != ";" }) } ?? "nothing"
        // The first result line that reports a failure: what a reader sees first.
        let words = ["fail", "reject", "HTTP", "timed out", "lost", "not valid", "not JSON", "error", "nil"]
        let firstFailure =
            output.lines.first { line in line.hasPrefix("  → ") && words.contains { line.contains($0) } }
            .map { String($0.dropFirst(4)).replacingOccurrences(of: "|", with: "\\|") } ?? "none shown"
        return Row(
            tour: tour.command.name, fault: fault, status: status, broken: broken, firstFailure: firstFailure,
            problems: problems)
    }

    @Test(
        "every fault on every tour ends with a readable report and exit status 69; the table is the book's", .longCheck)
    func everyFaultOnEveryTour() async throws {
        let tours = Tour.all.filter { !$0.command.faultTargets.isEmpty }
        #expect(tours.count >= 4, "chapters 1 to 4 talk to the fixture host")
        let rows = await withTaskGroup(of: (Int, [Row]).self) { group in
            for (index, tour) in tours.enumerated() {
                group.addTask {
                    // A tour's faults run one after another; once one of them never ends, the
                    // rest are not tried: with a bug that silences a promise they would all wait
                    // out their minute, and the whole run would look hung.
                    var rows: [Row] = []
                    for target in tour.command.faultTargets {
                        for kind in Self.kinds {
                            let fault = "\(target.name)=\(kind)"
                            if rows.contains(where: { $0.status == -1 }) {
                                rows.append(Row.notTried(tour.command.name, fault))
                            } else {
                                rows.append(await Self.run(tour, fault))
                            }
                        }
                    }
                    return (index, rows)
                }
            }
            var byTour: [(Int, [Row])] = []
            for await result in group { byTour.append(result) }
            return byTour.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
        for row in rows {
            #expect(row.status == TourCommand.faultExitStatus, "\(row.tour) --fault \(row.fault) exited \(row.status)")
            for problem in row.problems { Issue.record("\(row.tour) --fault \(row.fault): \(problem)") }
        }
        let table =
            [
                "| tour | fault | exit status | what it broke | the first failure the tour shows |",
                "| --- | --- | --- | --- | --- |",
            ] + rows.map(\.line)
        for problem in Transcript.check(
            name: "faults", output: table.joined(separator: "\n") + "\n", root: try PackageRoot.find())
        {
            Issue.record(Comment(rawValue: problem.description))
        }
    }

    @Test(
        "observer-future compares zip's time with the chain's only when both delivered the same answer",
        arguments: ["users=drop", "albums=timeout", "photos=status:500"])
    func parallelFetchSaysBothFailed(_ fault: String) async throws {
        let tour = try #require(Tour.all.first { $0.command.name == "observer-future" })
        let output = CapturedOutput()
        let ended = await within(.seconds(60)) {
            await tour.command.execute(
                arguments: ["--fast", "--fault", fault], output: output, errors: CapturedOutput(), body: tour.body)
        }
        #expect(ended == TourCommand.faultExitStatus)
        #expect(!output.text.contains("Same requests, same answer"))
        #expect(output.text.contains("Both failed, so there is no answer to time"))
    }
}
