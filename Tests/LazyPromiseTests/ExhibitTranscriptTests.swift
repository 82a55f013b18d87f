import TestSupport
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/lazy-monad-exhibit.txt is the eager then's report, word for word")
    func reportMatchesTheBook() async {
        await expectReport(of: .nothingRunsBeforeExecute, on: .eagerThen,
                           replay: "LazyPromiseTests.LawTests/eagerThenExhibit", matches: "lazy-monad-exhibit")
    }
}
