import Designs
import PromiseLaws
import ResultPromise
import Testing

@Suite("Result-chaining is lawful")
struct LawTests {
    @Test(
        "functor, monad and error laws",
        arguments: Law<ResultChainingDesign>.functor + Law<ResultChainingDesign>.monad
            + Law<ResultChainingDesign>.errors)
    func laws(_ law: Law<ResultChainingDesign>) async {
        await expectLaw(law, holdsFor: ResultChainingDesign())
    }

    @Test("the Result then agrees with the Promise then")
    func resultAgreesWithPromise() async {
        await expectLaw(.resultAgreesWithPromise, holdsFor: ResultChainingDesign())
    }
}
