import Designs
import LazyPromise
import PromiseLaws
import Testing

@Suite("the lazy monad is lawful")
struct LawTests {
    // ANCHOR: law-tests
    typealias Laws = Law<LazyMonadDesign>

    @Test(
        "functor, monad and laziness laws, and the contract",
        arguments: Laws.functor + Laws.monad + Laws.lazy + Laws.settled)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: LazyMonadDesign())
    }
    // ANCHOR_END: law-tests

    @Test("the eager exhibit still satisfies the functor laws: only the laziness law sees it", arguments: Laws.functor)
    func eagerThenIsAFunctor(_ law: Laws) async {
        await expectLaw(law, holdsFor: .eagerThen)
    }
}
