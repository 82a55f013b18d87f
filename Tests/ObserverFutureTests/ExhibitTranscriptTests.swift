import PromiseLaws
import TestSupport
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/observer-future-exhibit.txt is the post's promise's report, word for word")
    func reportMatchesTheBook() async {
        await expectReport(of: Law<PostDesign>.atMostOnce, on: PostDesign(),
                           replay: "ObserverFutureTests.LawTests/postPromiseExhibit", matches: "observer-future-exhibit")
    }
}
