import PromiseLaws
import Template
import Testing

/// Every law set a promise with a producer and a `recover` can be checked with. Copy this and
/// the adapter; add the sets your type has more of (`Laws.zip` for a `ZipDesign`, `Laws.lazy`
/// for a lazy one).
@Suite("the callback promise, the template")
struct CallbackPromiseTests {
    typealias Laws = Law<CallbackPromiseDesign>

    @Test(arguments: Laws.functor + Laws.monad + Laws.errors + Laws.recovery + Laws.resolution)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: CallbackPromiseDesign())
    }
}
