import Foundation
import PromiseLaws
import ResultPromise
import TestSupport
import Testing

/// How deep a chain can go: running one nests calls for every link, and so does freeing one.
/// Each chain is built, run and let go on a new thread with a stack of a known 8 MB; the book
/// gives the measured limits and the commands that find them.
///
/// - Note: Neither the suite nor the file is called `DepthTests`: a filter matches a test's
///   file name too, and `DEPTH_LINKS=1000000 swift test --filter DepthTests`, the eager
///   chapters' million-link run, must leave these chains alone, since they would overflow.
@Suite("deep chains")
struct DeepChainTests {
    /// 2,000 links, or `DEPTH_LINKS`, to find a limit by hand:
    /// `DEPTH_LINKS=4000 swift test --filter ResultPromiseTests.DeepChainTests/valueThenChainsRun`.
    static let links = ProcessInfo.processInfo.environment["DEPTH_LINKS"].flatMap(Int.init) ?? 2_000
    typealias P = Promise<Int, LookupError>

    @Test("a chain of DEPTH_LINKS (2,000) thens with a value runs on an 8 MB stack")
    func valueThenChainsRun() async {
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, step, delivered in
                    var chain = P { completion in
                        step()
                        completion(.success(0))
                    }
                    for _ in 0..<links { chain = chain.then { $0 + 1 } }
                    chain.run(success: delivered, failure: { _ in })
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [Self.links])
    }

    @Test("a chain of DEPTH_LINKS (2,000) thens with a promise runs on an 8 MB stack")
    func promiseThenChainsRun() async {
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, step, delivered in
                    var chain = P { completion in
                        step()
                        completion(.success(0))
                    }
                    for _ in 0..<links { chain = chain.then { P(value: $0 + 1) } }
                    chain.run(success: delivered, failure: { _ in })
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [Self.links])
    }

    @Test("a chain of DEPTH_LINKS (2,000) thens with a value that never runs is freed on an 8 MB stack")
    func valueThenChainsAreFreed() async {
        let finished = await onThread {
            var chain = P(value: 0)
            for _ in 0..<Self.links { chain = chain.then { $0 + 1 } }
            // Leaving this scope releases the last link, which releases the one before, and so on.
        }
        #expect(finished, "the thread did not finish")
    }

    @Test("a chain of DEPTH_LINKS (2,000) thens with a promise that never runs is freed on an 8 MB stack")
    func promiseThenChainsAreFreed() async {
        let finished = await onThread {
            var chain = P(value: 0)
            for _ in 0..<Self.links { chain = chain.then { P(value: $0 + 1) } }
        }
        #expect(finished, "the thread did not finish")
    }
}
