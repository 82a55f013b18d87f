import Foundation
import Locking
import PromiseLaws
import Testing

/// A broken design kept on purpose, the law it breaks, and the book's transcript of its report.
///
/// ```swift
/// @Test(
///     "the exhibit fails its law, with the book's report",
///     arguments: [
///         Exhibit(LazyMonadDesign.eagerThen, breaks: .nothingRunsBeforeExecute, transcript: "lazy-monad-exhibit")
///     ])
/// func exhibit(_ exhibit: Exhibit<LazyMonadDesign>) async {
///     await expectExhibitFails(exhibit)
///     await expectExhibitReport(exhibit)
/// }
/// ```
package struct Exhibit<Design: FunctorDesign>: Sendable, CustomTestStringConvertible {
    /// The broken design.
    package let design: Design
    /// The law it breaks.
    package let law: Law<Design>
    /// `Book/transcripts/<transcript>.txt`, the report the book shows.
    package let transcript: String

    /// An exhibit: `design` breaks `law`, and the book shows the report in `transcript`.
    package init(_ design: Design, breaks law: Law<Design>, transcript: String) {
        self.design = design
        self.law = law
        self.transcript = transcript
    }

    /// `a then that runs its task at once breaks Laziness · nothing runs before execute`.
    package var testDescription: String { "\(design.name) breaks \(law.title)" }
}

/// Checks an exhibit's law fails: an expected failure, recorded as a known issue (so the test
/// fails if the exhibit ever stops failing). By default the issue is one line saying the exhibit
/// failed as expected, so a green run stays short; the whole report comes back with
/// `EXHIBIT_REPORTS=1`, or when `LAWS_SEED` is set, as it is in a report's replay line.
package func expectExhibitFails<Design: FunctorDesign>(
    _ exhibit: Exhibit<Design>, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let environment = ProcessInfo.processInfo.environment
    let label: Comment? =
        ExhibitReport.isFull(in: environment)
        ? "expected: this design is broken on purpose (an exhibit), and this law catches it" : nil
    await withKnownIssue(label) {
        await recordExhibitFailure(exhibit, environment: environment, sourceLocation: sourceLocation)
    }
}

/// Checks an exhibit's law and records its failure as one issue: the law's whole report when
/// `environment` asks for it (``ExhibitReport/isFull(in:)``), otherwise one line. Records
/// nothing if the law holds.
package func recordExhibitFailure<Design: FunctorDesign>(
    _ exhibit: Exhibit<Design>, environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation
) async {
    guard !ExhibitReport.isFull(in: environment) else {
        await expectLaw(exhibit.law, holdsFor: exhibit.design, sourceLocation: sourceLocation)
        return
    }
    let config = RunSettings.current(sourceLocation: sourceLocation)
    if case .failed = await ExhibitOutcomes.shared.check(exhibit.law, on: exhibit.design, config: config) {
        let line = ExhibitReport.line(for: exhibit.testDescription, replay: currentTestFilter())
        Issue.record(Comment(rawValue: line), sourceLocation: sourceLocation)
    }
}

/// How much of an exhibit's expected failure a run prints.
package enum ExhibitReport {
    /// Whether the run asked for whole reports: `EXHIBIT_REPORTS=1`, or any `LAWS_SEED` (a
    /// replay, or an exploration with `random`, whose reports are what the run is for).
    package static func isFull(in environment: [String: String]) -> Bool {
        (environment["EXHIBIT_REPORTS"].map { !["", "0"].contains($0) } ?? false) || environment["LAWS_SEED"] != nil
    }

    /// The one line that stands for an exhibit's report in a quiet run:
    /// `failed as expected: … (its report: EXHIBIT_REPORTS=1 swift test --filter …)`.
    package static func line(for exhibit: String, replay filter: String) -> String {
        "failed as expected: \(exhibit) (its report: EXHIBIT_REPORTS=1 swift test --filter \(filter))"
    }
}

/// Checks that an exhibit's report is, word for word, the one the book shows. Its replay line
/// names the test that replays the exhibit: `<Module>.ExhibitTests/exhibit` in the module of
/// the running test. A book check: the learner's loop leaves it out with `--skip Book`.
package func expectExhibitReport<Design: FunctorDesign>(
    _ exhibit: Exhibit<Design>, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let module = currentTestFilter().split(separator: ".").first.map(String.init) ?? "<module>"
    await expectReport(
        of: exhibit.law, on: exhibit.design, replay: "\(module).ExhibitTests/exhibit", matches: exhibit.transcript,
        sourceLocation: sourceLocation)
}

/// What each exhibit's law concluded at the default settings, checked once per test run: an
/// exhibit's two tests (it fails; its report is the book's) ask the same question, and a failing
/// check, shrunk and confirmed, is among the slowest a run makes. A check at other settings (a
/// replay line's) runs afresh.
package final class ExhibitOutcomes: Sendable {
    package static let shared = ExhibitOutcomes()

    private let checks = Locked<[String: Task<LawOutcome, Never>]>([:], schedulePoints: false)

    /// `law`'s outcome on `design` at `config`: the one already found, or a check started now.
    package func check<Design: FunctorDesign>(_ law: Law<Design>, on design: Design, config: LawConfig) async
        -> LawOutcome
    {
        guard config == LawConfig() else { return await law.check(design, config: config) }
        let key = String(reflecting: Design.self) + "\u{1}" + design.name + "\u{1}" + law.title
        let task = checks.withLock { checks in
            if let started = checks[key] { return started }
            let started = Task { await law.check(design, config: config) }
            checks[key] = started
            return started
        }
        return await task.value
    }
}
