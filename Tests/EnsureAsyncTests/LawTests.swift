import TestSupport
import PromiseLaws
import Testing

@Suite("ensureAsync is lawful")
struct LawTests {
    @Test("flatMap and recover obey the monad and recovery laws",
          arguments: Law<LockQueueDesign>.functor + Law<LockQueueDesign>.monad + Law<LockQueueDesign>.errors + Law<LockQueueDesign>.recovery)
    func buildingBlocks(_ law: Law<LockQueueDesign>) async {
        await expectLaw(law, holdsFor: .ensureAsync)
    }

    @Test("ensureAsync's own laws", arguments: [Law<LockQueueDesign>.cleanupThatDoesNothing, .bodyRunsOnceAndIsAwaited])
    func ensureAsyncLaws(_ law: Law<LockQueueDesign>) async {
        await expectLaw(law, holdsFor: .ensureAsync)
    }

    @Test("exhibit: without the once-flag the body runs twice when it fails")
    func withoutOnceExhibit() async {
        // A known issue: broken on purpose. If it ever passes, the test fails.
        await withKnownIssue {
            await expectLaw(.bodyRunsOnceAndIsAwaited, holdsFor: .withoutOnce)
        }
    }

    @Test("Book/transcripts/ensure-async-exhibit.txt is the missing once-flag's report")
    func exhibitReportMatchesTheBook() async {
        await expectReport(of: .bodyRunsOnceAndIsAwaited, on: .withoutOnce,
                           replay: "EnsureAsyncTests.LawTests/withoutOnceExhibit", matches: "ensure-async-exhibit")
    }
}
