import Designs
import LazyPromise
import PromiseLaws
import Testing

@Suite("the lazy monad is lawful")
struct LawTests {
    @Test("functor and monad laws", arguments: Law<LazyMonadDesign>.functor + Law<LazyMonadDesign>.monad)
    func laws(_ law: Law<LazyMonadDesign>) async {
        await expectLaw(law, holdsFor: LazyMonadDesign())
    }

    @Test("laziness: nothing runs before execute")
    func laziness() async {
        await expectLaw(.nothingRunsBeforeExecute, holdsFor: LazyMonadDesign())
    }

    @Test(
        "the eager exhibit still satisfies the functor laws: only the laziness law sees it",
        arguments: Law<LazyMonadDesign>.functor)
    func eagerThenIsAFunctor(_ law: Law<LazyMonadDesign>) async {
        await expectLaw(law, holdsFor: .eagerThen)
    }
}
