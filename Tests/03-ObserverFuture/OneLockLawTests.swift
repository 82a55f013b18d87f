import Designs
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// The one-lock promise under every law the chapter's `Promise` is checked by: those it breaks
/// are its exhibits (ExhibitTests.swift); every other one holds.
@Suite("the one-lock promise keeps every other law")
struct OneLockLawTests {
    typealias Laws = Law<OneLockDesign>

    /// The laws the chapter's `Promise` is checked by (LawTests.swift), but zip's: this promise has none.
    static let chapter = Laws.functor + Laws.monad + Laws.errors + Laws.resolution + Laws.settled + Laws.settledFailures

    @Test(
        "the laws it keeps",
        arguments: chapter.filter { law in !Exhibits.oneLock.contains { $0.law.title == law.title } })
    func laws(_ law: Laws) async {
        await expectLaw(law, holdsFor: OneLockDesign())
    }

    /// A long chain: each link's observer settles the next inside its own call, so the stack
    /// grows a frame or more per link, and a deep chain overflows it. `deepRun` sees the growth on
    /// short chains and reports it, instead of running the deep one.
    @Test("a chain of DEPTH_LINKS (100,000) thens overflows the stack (expected)")
    func longChain() async {
        await withKnownIssue {
            _ = await deepRun(
                links: DepthTests.links,
                { links, step, delivered in
                    let root = OneLockPromise<Int>()
                    var chain = root
                    for _ in 0..<links {
                        chain = chain.then { value in
                            let next = OneLockPromise<Int>()
                            next.resolve(value: value + 1)
                            return next
                        }
                    }
                    chain.observe { delivered((try? $0.get()) ?? -1) }
                    step()
                    root.resolve(value: 0)
                })
        }
    }
}
