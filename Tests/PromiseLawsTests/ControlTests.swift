import PromiseLaws
import TestSupport
import Testing

/// Four lawful designs: every law the harness has for them must hold, each law its own case.
@Suite("lawful controls pass every law", .longCheck)
struct ControlTests {
    @Test(
        "an immediate lazy promise",
        arguments: Law<ImmediateDesign>.functor + Law<ImmediateDesign>.everyTime + Law<ImmediateDesign>.monad
            + Law<ImmediateDesign>.lazy + Law<ImmediateDesign>.settled)
    func immediate(_ law: Law<ImmediateDesign>) async {
        await expectLaw(law, holdsFor: ImmediateDesign())
    }

    @Test(
        "a lazy Result promise",
        arguments: Law<ResultThunkDesign>.functor + Law<ResultThunkDesign>.everyTime + Law<ResultThunkDesign>.monad
            + Law<ResultThunkDesign>.errors
            + Law<ResultThunkDesign>.recovery + Law<ResultThunkDesign>.errorMapping + Law<ResultThunkDesign>.lazy
            + Law<ResultThunkDesign>.lazyRecovery + Law<ResultThunkDesign>.lazyErrorMapping
            + Law<ResultThunkDesign>.settled + Law<ResultThunkDesign>.settledFailures)
    func result(_ law: Law<ResultThunkDesign>) async {
        await expectLaw(law, holdsFor: ResultThunkDesign())
    }

    @Test(
        "an eager promise on a queue",
        arguments: Law<EagerDesign>.functor + Law<EagerDesign>.everyTime + Law<EagerDesign>.monad
            + Law<EagerDesign>.errors
            + Law<EagerDesign>.recovery + Law<EagerDesign>.bifunctor + Law<EagerDesign>.resolution
            + Law<EagerDesign>.zip.applying(to: EagerDesign()) + Law<EagerDesign>.bridge)
    func eager(_ law: Law<EagerDesign>) async {
        await expectLaw(law, holdsFor: EagerDesign())
    }

    @Test(
        "a promise that hands out on the delivering thread",
        arguments: Law<HandOutDesign>.functor + Law<HandOutDesign>.monad + Law<HandOutDesign>.errors
            + Law<HandOutDesign>.resolution)
    func handOut(_ law: Law<HandOutDesign>) async {
        await expectLaw(law, holdsFor: HandOutDesign())
    }
}
