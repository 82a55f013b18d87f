import Designs
import PromiseLaws
import ResultPromise
import Testing

@Suite("Result-chaining is lawful")
struct LawTests {
    typealias Laws = Law<ResultChainingDesign>

    @Test(
        "functor, monad, error, error-mapping, laziness and overload laws, and the contract",
        arguments: Laws.functor + Laws.monad + Laws.errors + Laws.errorMapping + Laws.lazy + Laws.lazyErrorMapping
            + Laws.settled
            + Laws.settledFailures + Laws.chapter)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: ResultChainingDesign())
    }
}
