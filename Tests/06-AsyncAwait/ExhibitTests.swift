import Designs
import PromiseLaws
import TestSupport
import Testing

/// The chapter's exhibits: broken on purpose, each caught by the law it breaks.
enum Exhibits {
    static let all: [Exhibit<AsyncAwaitDesign>] = [
        Exhibit(AsyncAwaitDesign.droppingFailures, breaks: .leftIdentity, transcript: "async-await-exhibit")
    ]
}

@Suite("the chapter's exhibit: broken on purpose, caught by the law it breaks")
struct ExhibitTests {
    @Test("the exhibit fails its law (expected)", arguments: Exhibits.all)
    func exhibit(_ exhibit: Exhibit<AsyncAwaitDesign>) async {
        await expectExhibitFails(exhibit)
    }
}

/// A book check: the learner's loop leaves it out (`--skip Book`).
@Suite("the book shows the exhibit's real report")
struct BookReportTests {
    @Test("the exhibit's report is the book's transcript, word for word", arguments: Exhibits.all)
    func report(_ exhibit: Exhibit<AsyncAwaitDesign>) async {
        await expectExhibitReport(exhibit)
    }
}
