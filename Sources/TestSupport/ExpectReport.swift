import BookCheck
import Foundation
import PromiseLaws
import Testing

/// Checks that a broken design's report is, word for word, the transcript the book shows:
/// the bridge between the law harness and the book's checked transcripts.
///
/// ```swift
/// @Test func reportMatchesTheBook() async {
///     await expectReport(
///         of: Law<LazyMonadDesign>.nothingRunsBeforeExecute, on: .eagerThen,
///         replay: "LazyPromiseTests.ExhibitTests/exhibit", matches: "lazy-monad-exhibit")
/// }
/// ```
///
/// - Parameters:
///   - law: the law the exhibit breaks.
///   - design: the broken design.
///   - filter: the test that replays the exhibit, for the report's replay line.
///   - transcript: the name of `Book/transcripts/<name>.txt`; `BOOK_BLESS=1` records it.
package func expectReport<Design: FunctorDesign>(
    of law: Law<Design>, on design: Design, replay filter: String, matches transcript: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    guard case .failed(let failure) = await ExhibitOutcomes.shared.check(law, on: design, config: LawConfig()) else {
        Issue.record(
            "\(design.name) passed \(law.title): the exhibit no longer shows its bug", sourceLocation: sourceLocation)
        return
    }
    let root: URL
    do {
        root = try PackageRoot.find()
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return
    }
    let report = failure.report(replay: filter) + "\n"
    for problem in Transcript.check(name: transcript, output: report, root: root) {
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }
}
