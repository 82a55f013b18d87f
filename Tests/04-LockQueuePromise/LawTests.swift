import Designs
import LockQueuePromise
import PromiseLaws
import Testing

@Suite("the lock-queue promise is lawful")
struct LawTests {
    typealias Laws = Law<LockQueuePromiseDesign>
    static let all = Laws.functor + Laws.monad + Laws.errors + Laws.bifunctor + Laws.resolution + Laws.chapter

    @Test(
        "functor, monad, error, bifunctor, resolution and catch laws, callbacks on an immediate queue", arguments: all)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: .immediate)
    }

    @Test("the same laws with every callback on a Dispatch queue, checked to run there", arguments: all)
    func lawsOnDispatch(_ law: Laws) async {
        await expectLaw(law, holdsFor: .dispatch)
    }
}
