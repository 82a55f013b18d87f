import BookCheck
import PromiseLaws
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/lock-queue-promise-exhibit.txt is the swallowing catch's report, word for word")
    func reportMatchesTheBook() async throws {
        guard case .failed(let failure) = await Law<LockQueueDesign>.catchIdentity.check(.swallowingCatch, config: LawConfig())
        else {
            Issue.record("the swallowing catch passed catch identity")
            return
        }
        let report = failure.report(replay: "LockQueuePromiseTests.LawTests/swallowingCatchExhibit") + "\n"
        for problem in Transcript.check(name: "lock-queue-promise-exhibit", actual: report, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}
