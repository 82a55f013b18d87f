import Designs
import ObserverFuture
import PromiseLaws
import Testing

@Suite("the observer-array future is lawful")
struct LawTests {
    typealias Laws = Law<ObserverFutureDesign>

    @Test(
        "functor, monad, error, resolution and zip laws, and the contract",
        arguments: Laws.functor + Laws.monad + Laws.errors + Laws.resolution + Laws.settled
            + Laws.settledFailures + Laws.zip.applying(to: ObserverFutureDesign()) + Laws.chapter)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: ObserverFutureDesign())
    }
}
