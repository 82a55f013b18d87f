import BookCheck
import PromiseLaws
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/observer-future-exhibit.txt is the post's promise's report, word for word")
    func reportMatchesTheBook() async throws {
        guard case .failed(let failure) = await Law<PostDesign>.atMostOnce.check(PostDesign(), config: LawConfig())
        else {
            Issue.record("the post's promise passed the at-most-once law")
            return
        }
        let report = failure.report(replay: "ObserverFutureTests.LawTests/postPromiseExhibit") + "\n"
        for problem in Transcript.check(name: "observer-future-exhibit", actual: report, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}
