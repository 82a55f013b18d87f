import Designs
import LockQueuePromise
import PromiseLaws
import Testing

@Suite("the lock-queue promise is lawful")
struct LawTests {
    static let all: [Law<LockQueuePromiseDesign>] =
        Law<LockQueuePromiseDesign>.functor + Law<LockQueuePromiseDesign>.monad + Law<LockQueuePromiseDesign>.errors
        + Law<LockQueuePromiseDesign>.bifunctor + Law<LockQueuePromiseDesign>.catching

    @Test("functor, monad, errors, bifunctor and catch laws, callbacks on an immediate queue", arguments: all)
    func laws(_ law: Law<LockQueuePromiseDesign>) async {
        await expectLaw(law, holdsFor: .immediate)
    }

    @Test("the same laws with every callback hopping to a Dispatch queue", arguments: all)
    func lawsOnDispatch(_ law: Law<LockQueuePromiseDesign>) async {
        await expectLaw(law, holdsFor: .dispatch)
    }
}
