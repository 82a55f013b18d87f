import Designs
import PromiseLaws
import Testing

@Suite("a Task and an async function are lawful")
struct LawTests {
    typealias Laws = Law<AsyncAwaitDesign>
    /// Every resolution law the design's guarantees ask for: tasks awaiting one task are
    /// resumed in no promised order, perhaps at once, so the laws about order and the hand-out
    /// do not apply (the book says why).
    static let resolution = Laws.resolution.applying(to: AsyncAwaitDesign())

    @Test(
        "functor, monad, error, recovery and resolution laws",
        arguments: Laws.functor + Laws.monad + Laws.errors + Laws.recovery + resolution + Laws.bridge)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: AsyncAwaitDesign())
    }

    @Test(
        "an async function: functor, monad, error, recovery and laziness laws",
        arguments: Law<AsyncFunctionDesign>.functor + Law<AsyncFunctionDesign>.monad + Law<AsyncFunctionDesign>.errors
            + Law<AsyncFunctionDesign>.recovery + Law<AsyncFunctionDesign>.lazy
            + Law<AsyncFunctionDesign>.lazyRecovery)
    func functionLaws(_ law: Law<AsyncFunctionDesign>) async {
        await expectLaw(law, holdsFor: AsyncFunctionDesign())
    }
}
