import CombineDesigns
import Foundation
import PromiseLaws
import Template
import Testing

// The one place this test module tells Apple's Combine from OpenCombine: the zip law, which
// stops the process on OpenCombine, and the book's transcript, which is OpenCombine's.

#if canImport(Combine)
@Suite("Combine's zip of two Futures")
struct ZipTests {
    /// Apple's Combine: both halves settled at once, the pair once. Its locks are its own, so
    /// the law races real threads and ends "not explored" (a warning) when no case disagrees.
    @Test func zipSettledAtOnce() async {
        await expectLaw(Law<FutureDesign>.zipSidesAtOnce, holdsFor: FutureDesign())
    }
}
#elseif compiler(>=6.2)
@Suite("OpenCombine: its zip, and the book's transcript")
struct OpenCombineTests {
    /// OpenCombine's `Zip` stops the process once both Futures have delivered: a child
    /// subscriber reads its parent through an `unowned` reference after the parent is gone
    /// (OpenCombine 0.14.0, Publishers.Zip.swift, lines 671 and 718; its issue #241). So the
    /// law runs in a process of its own, which must stop with the law's report. If
    /// OpenCombine mends it, this test fails: then check the law as the Combine branch does.
    @Test func zipSettledAtOnceCrashes() async {
        let report = await Self.zipCrashReport()
        #expect(report.hasPrefix("✗ Zip · both halves settled at once deliver once crashed the process"))
    }

    /// What the laws say of each design, in the order the lists give, as
    /// Book/transcripts/checking-combine.txt has it (BOOK_BLESS=1 swift test writes it).
    @Test func transcript() async throws {
        var text = ""
        func section(_ title: String, _ lines: [String]) {
            text += "── \(title)\n" + lines.joined(separator: "\n") + "\n"
        }
        var future: [String] = []
        for law in Checked.future { future.append(await Self.line(law, FutureDesign())) }
        future.append(Self.steadyLines(of: await Self.zipCrashReport()))
        section(FutureDesign().name, future)
        var deferred: [String] = []
        for law in Checked.deferred { deferred.append(await Self.line(law, DeferredFutureDesign())) }
        section(DeferredFutureDesign().name, deferred)
        var template: [String] = []
        for law in CallbackPromiseTests.checked { template.append(await Self.line(law, CallbackPromiseDesign())) }
        section(CallbackPromiseDesign().name, template)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Book/transcripts/checking-combine.txt").standardized.path
        if ProcessInfo.processInfo.environment["BOOK_BLESS"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let recorded = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(
            recorded == text,
            "\(path) is not what the laws say now; BOOK_BLESS=1 swift test records it:\n\(text)")
    }

    /// One law's outcome in one line, or its report.
    static func line<Design: FunctorDesign>(_ law: Law<Design>, _ design: Design) async -> String {
        switch await law.check(design, config: LawConfig()) {
        case .passed: return "✔ \(law.title)"
        case .failed(let failure): return failure.report(replay: "…")
        case .notRaced(let why), .notExplored(let why), .notPromised(let why): return why
        }
    }

    /// A crash report without its inputs and its `found:` line: the law races real threads, so
    /// which case stops the process first (and with what inputs) changes from run to run.
    static func steadyLines(of report: String) -> String {
        var keep: [Substring] = []
        var inInputs = false
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  inputs:") { inInputs = true } else if !line.hasPrefix("    ") { inInputs = false }
            if inInputs || line.hasPrefix("  found:") { continue }
            keep.append(line)
        }
        return keep.joined(separator: "\n")
    }

    /// The report the zip law's own process prints as it stops, from its first line to the
    /// blank line after it.
    static func zipCrashReport() async -> String {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await expectLaw(Law<FutureDesign>.zipSidesAtOnce, holdsFor: FutureDesign())
        }
        let lines = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let report = lines.drop { !$0.hasPrefix("✗ Zip") }.prefix { !$0.isEmpty }
        return report.joined(separator: "\n")
    }
}
#else
@Suite("OpenCombine: its zip, and the book's transcript")
struct OpenCombineTests {
    /// The zip law stops the process on OpenCombine: it runs in a process of its own, which
    /// needs Swift Testing's exit tests.
    @Test(.disabled("needs Swift 6.2 or later: exit tests")) func zipSettledAtOnceCrashes() {}
}
#endif
