import TestSupport
import PromiseLaws
import Testing

@Suite("the exhibit in the book")
struct ExhibitTranscriptTests {
    @Test("Book/transcripts/result-chaining-exhibit.txt is the dropping then's report, word for word")
    func reportMatchesTheBook() async {
        await expectReport(of: .failureSkipsFlatMap, on: ResultDesign.droppingThen,
                           replay: "ResultPromiseTests.LawTests/droppingThenExhibit", matches: "result-chaining-exhibit")
    }
}
