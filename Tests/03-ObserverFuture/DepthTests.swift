import Foundation
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// Chains as deep as a program builds them: a loop that retries or pages with `then` makes
/// thousands of links, and a test makes a hundred thousand, on a stack of a known 8 MB.
@Suite("deep chains")
struct DepthTests {
    /// 100,000 links, or `DEPTH_LINKS` (the book's million: `DEPTH_LINKS=1000000 swift test --filter DepthTests`).
    static let links = ProcessInfo.processInfo.environment["DEPTH_LINKS"].flatMap(Int.init) ?? 100_000

    @Test(
        "a pending root settles a chain of DEPTH_LINKS (100,000) maps or thens without overflowing the stack",
        arguments: ["map", "then"])
    func settlesDeepChains(_ link: String) async {
        guard
            await deepRunCanEnd(
                links: Self.links,
                { links, step, delivered in
                    let root = Promise<Int>()
                    var chain = root
                    for _ in 0..<links {
                        chain = link == "map" ? chain.map { $0 + 1 } : chain.then { Promise(value: $0 + 1) }
                    }
                    chain.observe { _ in delivered() }
                    step()
                    root.resolve(value: 0)
                })
        else { return }
        let delivered = Collected<Int>()
        let finished = await onThread {
            let root = Promise<Int>()
            var chain = root
            for _ in 0..<Self.links {
                chain = link == "map" ? chain.map { $0 + 1 } : chain.then { Promise(value: $0 + 1) }
            }
            chain.observe { if case .success(let value) = $0 { delivered.append(value) } }
            root.resolve(value: 0)
        }
        #expect(finished, "the thread did not finish")
        #expect(delivered.values == [Self.links])
    }

    @Test("a chain of DEPTH_LINKS (100,000) links that never settles is freed without overflowing the stack")
    func freesDeepChains() async {
        guard
            await deepFreeCanEnd(
                links: Self.links,
                { links, sentinel in
                    let root = Promise<Int>()
                    var chain = root
                    for _ in 0..<links {
                        let held = sentinel()
                        chain = chain.map { value in
                            _ = held
                            return value + 1
                        }
                    }
                })
        else { return }
        let finished = await onThread {
            let root = Promise<Int>()
            var chain = root
            for _ in 0..<Self.links { chain = chain.map { $0 + 1 } }
            // Leaving this scope releases the root, which releases the chain link by link.
        }
        #expect(finished, "the thread did not finish")
    }

    @Test("a chain built on settled promises, from inside callbacks, stays flat")
    func deepChainOnSettledPromises() async {
        @Sendable func count(from n: Int, step: @escaping @Sendable () -> Void = {}) -> Promise<Int> {
            step()
            return n == 0 ? Promise(value: 0) : Promise(value: n - 1).then { count(from: $0, step: step) }
        }
        // count(from: n) calls itself n + 1 times.
        guard
            await deepRunCanEnd(
                links: Self.links, steps: { $0 + 1 },
                { links, step, delivered in
                    count(from: links, step: step).observe { _ in delivered() }
                })
        else { return }
        let delivered = Collected<Int>()
        let finished = await onThread {
            count(from: Self.links).observe { _ in delivered.append(1) }
        }
        #expect(finished, "the thread did not finish")
        #expect(delivered.values == [1])
    }
}
