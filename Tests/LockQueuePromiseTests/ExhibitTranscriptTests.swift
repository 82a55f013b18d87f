import PromiseLaws
import TestSupport
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/lock-queue-promise-exhibit.txt is the swallowing catch's report, word for word")
    func reportMatchesTheBook() async {
        await expectReport(of: .catchIdentity, on: LockQueueDesign.swallowingCatch,
                           replay: "LockQueuePromiseTests.LawTests/swallowingCatchExhibit", matches: "lock-queue-promise-exhibit")
    }
}
