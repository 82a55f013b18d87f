import BookCheck
import Foundation
import Locking
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

    /// Crashes a careless handler makes worse: it hangs on the heap's lock, dies printing nothing
    /// on an overflowed stack, or runs on while a second thread traps.
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case freesTwice, freesTwiceInOneArena, overflowsTheStack, overflowsTheStackOnAQueue, trapsTwiceOnTwoThreads
        case signalledWhileReporting

        var flaw: EagerFuture.Flaw {
            switch self {
            case .freesTwice, .freesTwiceInOneArena: .freesTwice
            case .overflowsTheStack: .overflowsTheStack
            case .overflowsTheStackOnAQueue: .overflowsTheStackOnAQueue
            case .trapsTwiceOnTwoThreads: .trapsTwiceOnTwoThreads
            case .signalledWhileReporting: .signalledWhileReporting
            }
        }

        var testDescription: String {
            switch self {
            case .freesTwice: "a double free, inside malloc's lock"
            case .freesTwiceInOneArena: "a double free, with one heap shared by every thread"
            case .overflowsTheStack: "a stack overflow on a side's thread"
            case .overflowsTheStackOnAQueue: "a stack overflow on a thread Dispatch lends a harness queue"
            case .trapsTwiceOnTwoThreads: "a second trap while the first is shrunk apart"
            case .signalledWhileReporting: "a signal sent to the trapping thread while it reports"
            }
        }

        /// What the child's environment adds: `MALLOC_ARENA_MAX=1` makes every thread share the
        /// C library's main heap, the one whose lock the double free holds.
        var environment: [String: String] {
            self == .freesTwiceInOneArena ? ["MALLOC_ARENA_MAX": "1"] : [:]
        }

        var design: EagerDesign { EagerDesign(name: "an observe that crashes: \(testDescription)", flaw: flaw) }
    }

    /// The crash of one ``Kind``, on purpose: only in the child process the test below starts.
    @Test("stops the process another way (only when FIVEPROMISES_CRASH names the way)")
    func crashesAnotherWay() async {
        guard let kind = ProcessInfo.processInfo.environment["FIVEPROMISES_CRASH"].flatMap(Kind.init) else { return }
        await expectLaw(Law<EagerDesign>.makeDelivers, holdsFor: kind.design)
    }

    @Test(
        "ends with the note and the case shrunk apart, never a hang",
        .enabled(if: Platform.shrinksApart, "a crash is shrunk apart on Linux only"), .longCheck,
        arguments: Kind.allCases)
    func endsWithAReport(_ kind: Kind) throws {
        let run = try Self.child(
            ["FIVEPROMISES_CRASH": kind.rawValue].merging(kind.environment) { $1 },
            filter: "PromiseLawsTests.CrashReportTests/crashesAnotherWay")
        try #require(
            !run.hung, "the child was still running after \(Self.patience): it hung\n\(run.output.suffix(2000))"
        )
        #expect(run.status != 0, "the child process stopped")
        let title = "crashed the process for \(kind.design.name)"
        #expect(Self.lines(in: run.output, from: title) != nil, "the child printed a note:\n\(run.output.suffix(2000))")
        if kind == .overflowsTheStackOnAQueue {
            // A thread no law runs: the note of the case any check started last, shrunk apart too.
            #expect(run.output.contains("the process stopped on a thread no law runs"))
        }
        let report = Self.lines(in: run.output, from: title + ", shrunk apart")
        #expect(report != nil, "the child printed the case shrunk apart:\n\(run.output.suffix(2000))")
        #expect(report?.contains { $0.hasPrefix("  why:    the left side stopped the process") } == true)
        guard kind == .trapsTwiceOnTwoThreads, let report, let note = Self.lines(in: run.output, from: title) else {
            return
        }
        // The whole process stops while the case is shrunk apart (a second or more, hundreds of
        // ticks): the thread that ticks every 2 ms gets a few in before the stop, none after.
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let from = try #require(lines.firstIndex(of: note.last ?? ""))
        let to = try #require(lines[from...].firstIndex(of: report.first ?? ""))
        let ticks = lines[from..<to].count { $0 == "tick" }
        #expect(ticks <= 50, "\(ticks) ticks while the case was shrunk apart: the process was not stopped")
    }

    /// The handler puts the runtime's own handler back as it was, flags and all: with the
    /// runtime's backtracer on, a crash ends with the runtime's own report after the harness's.
    @Test(
        "hands the signal back to the runtime's backtracer, which reports the crash too",
        .enabled(if: Platform.shrinksApart, "a crash is shrunk apart on Linux only"), .longCheck)
    func handsBackToTheRuntime() throws {
        let run = try Self.child(
            [
                "FIVEPROMISES_CRASH": Kind.trapsTwiceOnTwoThreads.rawValue,
                "SWIFT_BACKTRACE": "enable=yes,interactive=no,symbolicate=off,threads=crashed",
            ], filter: "PromiseLawsTests.CrashReportTests/crashesAnotherWay")
        try #require(
            !run.hung, "the child was still running after \(Self.patience): it hung\n\(run.output.suffix(2000))"
        )
        let title = "crashed the process for \(Kind.trapsTwiceOnTwoThreads.design.name), shrunk apart"
        let report = try #require(Self.lines(in: run.output, from: title), "\(run.output.suffix(2000))")
        let after = try #require(run.output.range(of: report.last ?? "")).upperBound
        #expect(
            run.output[after...].contains("Program crashed"),
            "the runtime's backtracer reported the crash after the harness:\n\(run.output.suffix(2000))")
    }

    // On macOS the test program runs inside a helper that nothing here starts again
    // (PromiseLaws' `Platform`), so a crash prints its note and is not shrunk apart there.
    @Test(
        "prints the law, its case and its replay line, then the case shrunk apart; the replay prints the same",
        .enabled(if: Platform.shrinksApart, "a crash is shrunk apart on Linux only"), .longCheck)
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

    /// How long a crashing child may take, shrinking included, before it counts as hung.
    static let patience = Duration.seconds(300)

    /// This test program, run again with the crashing test alone.
    static func child(_ environment: [String: String]) throws -> (status: Int32, output: String) {
        let run = try child(environment, filter: "PromiseLawsTests.CrashReportTests/crashes")
        try #require(!run.hung, "the child was still running after \(patience): it hung\n\(run.output.suffix(2000))")
        return (run.status, run.output)
    }

    /// This test program, run again with the test `filter` names alone, for up to ``patience``:
    /// one still running then is stopped, and said to have hung.
    static func child(_ environment: [String: String], filter: String) throws -> (
        status: Int32, output: String, hung: Bool
    ) {
        let program = try #require(Platform.testProgram(filter: filter))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program[0])
        process.arguments = Array(program.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["FIVEPROMISES_CRASH": "1", "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", RunSettings.childKey: "1"]
                .merging(environment) { $1 }
        ) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let output = Locked(Data(), schedulePoints: false)
        let read = DispatchSemaphore(value: 0)
        let reading = pipe.fileHandleForReading
        Thread {
            // Until every process holding the pipe has ended: a child it started included.
            let data = reading.readDataToEndOfFile()
            output.withLock { $0 = data }
            read.signal()
        }.start()
        try process.run()
        let hung = ended.wait(timeout: .now() + .seconds(Int(patience.components.seconds))) == .timedOut
        if hung {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        _ = read.wait(timeout: .now() + .seconds(10))
        return (process.terminationStatus, String(decoding: output.withLock { $0 }, as: UTF8.self), hung)
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
