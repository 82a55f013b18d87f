import CombineDesigns
import PromiseLaws
import Testing

/// Which laws each design is checked with: every set its adapter can take. The tests below and
/// the transcript (OpenCombineTests.swift) run the same lists.
enum Checked {
    typealias Eager = Law<FutureDesign>
    typealias Lazy = Law<DeferredFutureDesign>

    /// `Zip · both halves settled at once` is not here: it stops the process on OpenCombine, so
    /// it runs in a process of its own (OpenCombineTests.swift).
    static let future =
        Eager.functor + Eager.monad + Eager.errors + Eager.recovery + Eager.resolution
        + [Eager.zipFailsFast, Eager.zipWaitsForTheFirstPromise]

    static let deferred = Lazy.functor + Lazy.monad + Lazy.errors + Lazy.recovery + Lazy.lazy + Lazy.lazyRecovery
}

@Suite("Combine's Future, eager")
struct FutureTests {
    @Test(arguments: Checked.future)
    func laws(_ law: Checked.Eager) async {
        await expectLaw(law, holdsFor: FutureDesign())
    }
}

@Suite("Combine's Future, inside Deferred")
struct DeferredFutureTests {
    @Test(arguments: Checked.deferred)
    func laws(_ law: Checked.Lazy) async {
        await expectLaw(law, holdsFor: DeferredFutureDesign())
    }
}
