import Designs
import ObserverFuture
import PromiseLaws
import Testing

@Suite("the observer-array future is lawful")
struct LawTests {
    @Test(
        "functor, monad and error laws",
        arguments: Law<ObserverFutureDesign>.functor + Law<ObserverFutureDesign>.monad
            + Law<ObserverFutureDesign>.errors)
    func laws(_ law: Law<ObserverFutureDesign>) async {
        await expectLaw(law, holdsFor: ObserverFutureDesign())
    }

    @Test("at most once: a second resolution is ignored")
    func atMostOnce() async {
        await expectLaw(.atMostOnce, holdsFor: ObserverFutureDesign())
    }
}
