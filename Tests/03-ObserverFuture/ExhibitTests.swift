import Designs
import PromiseLaws
import TestSupport
import Testing

/// The chapter's exhibits: broken on purpose, each caught by the law it breaks.
enum Exhibits {
    static let all: [Exhibit<PostDesign>] = [
        Exhibit(PostDesign(), breaks: .atMostOnce, transcript: "observer-future-exhibit")
    ]

    /// The one-lock promise, the post's made safe: every law of the chapter it breaks, each the
    /// reason for a piece of the chapter's `Promise` (Book/03-observer-future-under-the-hood.md).
    static let oneLock: [Exhibit<OneLockDesign>] = [
        Exhibit(OneLockDesign(), breaks: .observerAddedByAnObserver, transcript: "one-lock-added-by-an-observer"),
        Exhibit(OneLockDesign(), breaks: .observerAddedDuringHandOut, transcript: "one-lock-added-during-hand-out"),
        Exhibit(OneLockDesign(), breaks: .observersInOrderWhileRacing, transcript: "one-lock-racing-observers"),
        Exhibit(OneLockDesign(), breaks: .settleInsideObserver, transcript: "one-lock-settle-inside-observer"),
        Exhibit(OneLockDesign(), breaks: .handOutTakenOver, transcript: "one-lock-taken-over"),
        Exhibit(OneLockDesign(), breaks: .releaseObservesAgain, transcript: "one-lock-release-observes-again"),
    ]
}

@Suite("the chapter's exhibits: broken on purpose, caught by the law they break")
struct ExhibitTests {
    @Test("the exhibit fails its law (expected)", arguments: Exhibits.all)
    func exhibit(_ exhibit: Exhibit<PostDesign>) async {
        await expectExhibitFails(exhibit)
    }

    @Test("the one-lock promise fails the law (expected)", arguments: Exhibits.oneLock)
    func exhibitOneLock(_ exhibit: Exhibit<OneLockDesign>) async {
        await expectExhibitFails(exhibit)
    }
}

/// A book check: the learner's loop leaves it out (`--skip Book`).
@Suite("the book shows the exhibits' real reports")
struct BookReportTests {
    @Test("the exhibit's report is the book's transcript, word for word", arguments: Exhibits.all)
    func report(_ exhibit: Exhibit<PostDesign>) async {
        await expectExhibitReport(exhibit)
    }

    @Test("the one-lock promise's report is the book's transcript, word for word", arguments: Exhibits.oneLock)
    func reportOneLock(_ exhibit: Exhibit<OneLockDesign>) async {
        await expectExhibitReport(exhibit)
    }
}
