import BookCheck
import Foundation
import PromiseLaws
import TestSupport
import Testing

/// A crash is a report too. A design whose bug makes Swift stop the process inside a law (a
/// continuation resumed twice) cannot be compared or shrunk in that process, but the harness
/// wrote down the law, the case and the replay line before the run, and prints them on the
/// way out; then it shrinks the case apart, each run in a process of its own, and prints the
/// report. The crash runs in a child process: this test program, run again, with one test.
@Suite("a crash inside a law is a report too")
struct CrashReportTests {
    static let design = EagerDesign(
        name: "a bridge that resumes its waiter twice, which stops the process", flaw: .resumesTwiceAndTraps)
    static let law = Law<EagerDesign>.cancelledWhileSettling

    /// The crash itself, on purpose: it runs only in the child process the test below starts.
    @Test("stops the process (only when FIVEPROMISES_CRASH=1)")
    func crashes() async {
        guard ProcessInfo.processInfo.environment["FIVEPROMISES_CRASH"] == "1" else { return }
        await expectLaw(Self.law, holdsFor: Self.design)
    }

    // On macOS the test program runs inside a helper that nothing here starts again
    // (PromiseLaws' `Platform`), so a crash prints its note and is not shrunk apart there.
    @Test(
        "prints the law, its case and its replay line, then the case shrunk apart; the replay prints the same",
        .enabled(if: Platform.shrinksApart, "a crash is shrunk apart on Linux only"))
    func reports() throws {
        let first = try Self.child([:])
        #expect(first.status != 0, "the child process stopped")
        let note = try #require(
            Self.lines(in: first.output, from: "crashed the process for \(Self.design.name)"),
            "the child printed a note:\n\(first.output.suffix(2000))")
        #expect(note.first == "✗ \(Self.law.title) crashed the process for \(Self.design.name)")
        #expect(note.contains { $0.hasPrefix("  inputs: ") })
        #expect(
            note.contains {
                $0.hasPrefix("  found:  case 1 of 100, on schedule ")
                    && $0.hasSuffix("shrunk apart, each run in a process of its own:")
            })
        let replay = try #require(note.last)
        #expect(replay.hasPrefix("  replay: LAWS_SEED=") && replay.hasSuffix("CrashReportTests/crashes"))

        // The report of the case shrunk apart: smaller inputs, the runtime's words, each side.
        let report = try #require(
            Self.lines(in: first.output, from: "crashed the process for \(Self.design.name), shrunk apart"),
            "the child printed a report:\n\(first.output.suffix(2000))")
        #expect(report.contains("  inputs: x = succeed(0)"))
        #expect(
            report.contains { $0.hasPrefix("  found:  case 1 of 100") && $0.contains("crashed again in 5 of 5 runs") })
        #expect(
            report.contains {
                $0.hasPrefix("  why:    the left side stopped the process: ") && $0.contains("Fatal error")
            })
        #expect(report.contains { $0.contains("then stopped the process: signal") })
        #expect(report.last == replay)

        // The note and the report the engine's appendix shows, word for word.
        let transcript = (note + report).joined(separator: "\n") + "\n"
        for problem in Transcript.check(name: "crash-note", output: transcript, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }

        // Replayed from its line: the same note and report, byte for byte.
        let seed = try #require(replay.firstMatch(of: /LAWS_SEED=(\d+)/).map { String($0.1) })
        let again = try Self.child(["LAWS_SEED": seed, "LAWS_LAW": Self.law.title])
        #expect(Self.lines(in: again.output, from: "crashed the process for \(Self.design.name)") == note)
        #expect(
            Self.lines(in: again.output, from: "crashed the process for \(Self.design.name), shrunk apart") == report)
    }

    /// This test program, run again with the crashing test alone.
    static func child(_ environment: [String: String]) throws -> (status: Int32, output: String) {
        let program = try #require(Platform.testProgram(filter: "PromiseLawsTests.CrashReportTests/crashes"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program[0])
        process.arguments = Array(program.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["FIVEPROMISES_CRASH": "1", "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1"].merging(environment) { $1 }
        ) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The lines of a note or a report: from the first line `✗ … <title>` to its replay line.
    static func lines(in output: String, from title: String) -> [String]? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("✗ ") && $0.hasSuffix(title) }),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("  replay: ") })
        else { return nil }
        return Array(lines[start...end])
    }
}
