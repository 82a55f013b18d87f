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

    /// A root fulfilled, and one rejected: a rejection takes its own path through every link
    /// (`reject`, and each operator's failure branch), which must stay flat too.
    @Test(
        "a pending root settles a chain of DEPTH_LINKS (100,000) maps or thens without overflowing the stack",
        .longCheck, arguments: ["map", "then"], [true, false])
    func settlesDeepChains(_ link: String, fulfilled: Bool) async {
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, step, delivered in
                    let root = Promise<Int>()
                    var chain = root
                    for _ in 0..<links {
                        chain = link == "map" ? chain.map { $0 + 1 } : chain.then { Promise(value: $0 + 1) }
                    }
                    chain.observe { delivered((try? $0.get()) ?? -1) }
                    step()
                    if fulfilled { root.resolve(value: 0) } else { root.reject(error: LawError(code: 1)) }
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [fulfilled ? Self.links : -1])
    }

    @Test(
        "a chain of DEPTH_LINKS (100,000) links that never settles is freed without overflowing the stack", .longCheck)
    func freesDeepChains() async {
        guard
            let finished = await deepFree(
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
                    // Leaving this scope releases the root, which releases the chain link by link.
                })
        else { return }
        #expect(finished, "the thread did not finish")
    }

    @Test("a chain built on settled promises, from inside callbacks, stays flat", .longCheck)
    func deepChainOnSettledPromises() async {
        // Each link's result then resolves the link before it, all inside the first `then`,
        // before anyone observes the chain's end: an observer of each link's own steps there too.
        @Sendable func count(from n: Int, step: @escaping @Sendable () -> Void) -> Promise<Int> {
            step()
            guard n > 0 else { return Promise(value: 0) }
            let link = Promise(value: n - 1).then { count(from: $0, step: step) }
            link.observe { _ in step() }
            return link
        }
        // count(from: n) calls itself n + 1 times, and n of its links step when they resolve.
        guard
            let deep = await deepRun(
                links: Self.links, steps: { 2 * $0 + 1 },
                { links, step, delivered in
                    count(from: links, step: step).observe { delivered((try? $0.get()) ?? -1) }
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [0])
    }
}
