import Designs
import PromiseLaws
import TestSupport
import Testing

@Suite("ensureAsync is lawful")
struct LawTests {
    @Test(
        "flatMap and recover obey the monad and recovery laws",
        arguments: Law<EnsureAsyncDesign>.functor + Law<EnsureAsyncDesign>.monad + Law<EnsureAsyncDesign>.errors
            + Law<EnsureAsyncDesign>.recovery)
    func buildingBlocks(_ law: Law<EnsureAsyncDesign>) async {
        await expectLaw(law, holdsFor: EnsureAsyncDesign())
    }

    @Test(
        "ensureAsync's own laws", arguments: [Law<EnsureAsyncDesign>.cleanupThatDoesNothing, .bodyRunsOnceAndIsAwaited])
    func ensureAsyncLaws(_ law: Law<EnsureAsyncDesign>) async {
        await expectLaw(law, holdsFor: EnsureAsyncDesign())
    }
}
