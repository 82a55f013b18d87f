import PromiseLaws
import Testing

/// A broken design kept on purpose, the law it breaks, and the book's transcript of its report.
///
/// ```swift
/// @Test("an exhibit fails its law, with the book's report", arguments: [
///     Exhibit(.eagerThen, breaks: .nothingRunsBeforeExecute, transcript: "lazy-monad-exhibit"),
/// ])
/// func exhibit(_ exhibit: Exhibit<LazyMonadDesign>) async { await expectExhibit(exhibit) }
/// ```
public struct Exhibit<Design: FunctorDesign>: Sendable, CustomTestStringConvertible {
    /// The broken design.
    public let design: Design
    /// The law it breaks.
    public let law: Law<Design>
    /// `Book/transcripts/<transcript>.txt`, the report the book shows.
    public let transcript: String

    /// An exhibit: `design` breaks `law`, and the book shows the report in `transcript`.
    public init(_ design: Design, breaks law: Law<Design>, transcript: String) {
        self.design = design
        self.law = law
        self.transcript = transcript
    }

    /// `a then that runs its task at once breaks Laziness · nothing runs before execute`.
    public var testDescription: String { "\(design.name) breaks \(law.title)" }
}

/// Checks an exhibit's law fails: an expected failure, recorded as a known issue (so the test
/// fails if the exhibit ever stops failing) and labelled as expected, so a reader of a green
/// run knows these reports are the point.
public func expectExhibitFails<Design: FunctorDesign>(
    _ exhibit: Exhibit<Design>, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await withKnownIssue("expected: this design is broken on purpose (an exhibit), and this law catches it") {
        await expectLaw(exhibit.law, holdsFor: exhibit.design, sourceLocation: sourceLocation)
    }
}

/// Checks that an exhibit's report is, word for word, the one the book shows. Its replay line
/// names the test that replays the exhibit: `<Module>.ExhibitTests/exhibit` in the module of
/// the running test. A book check: the learner's loop leaves it out with `--skip Book`.
public func expectExhibitReport<Design: FunctorDesign>(
    _ exhibit: Exhibit<Design>, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let module = currentTestFilter().split(separator: ".").first.map(String.init) ?? "<module>"
    await expectReport(
        of: exhibit.law, on: exhibit.design, replay: "\(module).ExhibitTests/exhibit", matches: exhibit.transcript,
        sourceLocation: sourceLocation)
}
