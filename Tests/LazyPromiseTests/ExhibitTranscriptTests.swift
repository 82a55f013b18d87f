import BookCheck
import PromiseLaws
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/lazy-monad-exhibit.txt is the eager then's report, word for word")
    func reportMatchesTheBook() async throws {
        guard case .failed(let failure) = await Law<LazyDesign>.nothingRunsBeforeExecute.check(.eagerThen, config: LawConfig())
        else {
            Issue.record("the eager then passed the laziness law")
            return
        }
        let report = failure.report(replay: "LazyPromiseTests.LawTests/eagerThenExhibit") + "\n"
        for problem in Transcript.check(name: "lazy-monad-exhibit", actual: report, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}
