import PromiseLaws
import Testing

/// Three lawful designs: every law the harness has for them must hold, each law its own case.
@Suite("lawful controls pass every law")
struct ControlTests {
    @Test("an immediate lazy promise", arguments: Law<ImmediateDesign>.functor + Law<ImmediateDesign>.monad)
    func immediate(_ law: Law<ImmediateDesign>) async {
        await expectLaw(law, holdsFor: ImmediateDesign())
    }

    @Test(
        "a lazy Result promise",
        arguments:
            Law<ResultThunkDesign>.functor + Law<ResultThunkDesign>.monad + Law<ResultThunkDesign>.errors
            + Law<ResultThunkDesign>.recovery)
    func result(_ law: Law<ResultThunkDesign>) async {
        await expectLaw(law, holdsFor: ResultThunkDesign())
    }

    @Test(
        "an eager promise on a queue",
        arguments:
            Law<QueueDesign>.functor + Law<QueueDesign>.monad + Law<QueueDesign>.errors
            + Law<QueueDesign>.recovery + Law<QueueDesign>.bifunctor)
    func queue(_ law: Law<QueueDesign>) async {
        await expectLaw(law, holdsFor: QueueDesign())
    }
}
