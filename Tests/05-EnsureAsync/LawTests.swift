import Designs
import PromiseLaws
import TestSupport
import Testing

@Suite("ensureAsync is lawful")
struct LawTests {
    typealias Laws = Law<EnsureAsyncDesign>
    /// The resolution laws through this chapter's own operators only: it makes, observes and
    /// settles promises with chapter 4's code, whose resolution laws chapter 4's tests check.
    static let all = Laws.functor + Laws.monad + Laws.errors + Laws.recovery + Laws.throughOperators + Laws.chapter

    @Test("flatMap, recover, ensure and ensureAsync obey their laws, callbacks on an immediate queue", arguments: all)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: EnsureAsyncDesign())
    }

    @Test("the same laws with every callback on a Dispatch queue, checked to run there", arguments: all)
    func lawsOnDispatch(_ law: Laws) async {
        await expectLaw(law, holdsFor: .dispatch)
    }
}
