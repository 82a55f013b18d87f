import BookCheck
import PromiseLaws
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/result-chaining-exhibit.txt is the dropping then's report, word for word")
    func reportMatchesTheBook() async throws {
        guard case .failed(let failure) = await Law<ResultDesign>.failureSkipsFlatMap.check(.droppingThen, config: LawConfig())
        else {
            Issue.record("the dropping then passed its law")
            return
        }
        let report = failure.report(replay: "ResultPromiseTests.LawTests/droppingThenExhibit") + "\n"
        for problem in Transcript.check(name: "result-chaining-exhibit", actual: report, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}
