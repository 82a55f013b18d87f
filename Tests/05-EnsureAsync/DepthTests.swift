import EnsureAsync
import Foundation
import LockQueuePromise
import PromiseLaws
import TestSupport
import Testing

/// Chapter 5's operators, chained DEPTH_LINKS (100,000) deep on an immediate queue, on a stack of a known 8 MB.
@Suite("deep chains")
struct DepthTests {
    /// 100,000 links, or `DEPTH_LINKS` (the book's million: `DEPTH_LINKS=1000000 swift test --filter DepthTests`).
    static let links = ProcessInfo.processInfo.environment["DEPTH_LINKS"].flatMap(Int.init) ?? 100_000
    typealias P = Promise<Int, LawError>

    /// One link of each operator, on an immediate queue.
    static let operators: [String: @Sendable (P) -> P] = [
        "flatMap": { $0.flatMap(on: ImmediateQueue()) { P(value: $0 + 1) } },
        "recover": { $0.recover(on: ImmediateQueue()) { P(error: $0) } },
        "ensureAsync": { $0.ensureAsync(on: ImmediateQueue()) { P(value: 0) } },
    ]

    @Test(
        "a pending root settles a chain of DEPTH_LINKS (100,000) links without overflowing the stack",
        .longCheck, arguments: ["flatMap", "recover", "ensureAsync"])
    func settlesDeepChains(_ link: String) async {
        let step = Self.operators[link]!
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, counted, delivered in
                    let (root, future) = P.pending()
                    var chain = root
                    for _ in 0..<links { chain = step(chain) }
                    chain.observe(on: ImmediateQueue(), fulfilled: delivered, rejected: { _ in delivered(-1) })
                    counted()
                    future.fulfill(0)
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [link == "flatMap" ? Self.links : 0])
    }
}
