import PromiseLaws
import Template
import Testing

/// Every law set a promise with a producer and a `recover` can be checked with. Copy this and
/// the adapter, and import your module instead of `Template`; add the sets your type has more
/// of (`Laws.zip` for a `ZipDesign`, `Laws.lazy` for a lazy one).
@Suite("the callback promise, the template")
struct CallbackPromiseTests {
    typealias Laws = Law<CallbackPromiseDesign>

    /// The law sets, shared with the book's transcript (OpenCombineTests.swift).
    static let checked = Laws.functor + Laws.monad + Laws.errors + Laws.recovery + Laws.resolution

    @Test(arguments: checked)
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: CallbackPromiseDesign())
    }
}
