import Dispatch
import Foundation
import LockQueuePromise
import PromiseLaws
import TestSupport
import Testing

/// Chains as deep as a program builds them, on an immediate queue, where every step runs
/// synchronously on the settling thread, on a stack of a known 8 MB.
@Suite("deep chains and registration order")
struct DepthTests {
    /// 100,000 links, or `DEPTH_LINKS` (the book's million: `DEPTH_LINKS=1000000 swift test --filter DepthTests`).
    static let links = ProcessInfo.processInfo.environment["DEPTH_LINKS"].flatMap(Int.init) ?? 100_000
    typealias P = Promise<Int, LookupError>

    /// One link of each operator, on an immediate queue.
    static let operators: [String: @Sendable (P) -> P] = [
        "then": { $0.then(on: ImmediateQueue()) { $0 + 1 } },
        "map": { $0.map(on: ImmediateQueue(), { P(value: $0 + 1) }, { $0 }) },
        "catch": { $0.catch(on: ImmediateQueue()) { $0 } },
    ]

    /// A root fulfilled, and one rejected: a rejection takes its own path through every link,
    /// which must stay flat too.
    @Test(
        "a pending root settles a chain of DEPTH_LINKS (100,000) links without overflowing the stack",
        .longCheck, arguments: ["then", "map", "catch"], [true, false])
    func settlesDeepChains(_ link: String, fulfilled: Bool) async {
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
                    if fulfilled { future.fulfill(0) } else { future.reject(.notFound) }
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        let value = link == "catch" ? 0 : Self.links
        #expect(deep.delivered == [fulfilled ? value : -1])
    }

    @Test(
        "a chain of DEPTH_LINKS (100,000) links that never settles is freed without overflowing the stack", .longCheck)
    func freesDeepChains() async {
        guard
            let finished = await deepFree(
                links: Self.links,
                { links, sentinel in
                    let (root, _) = P.pending()
                    var chain = root
                    for _ in 0..<links {
                        let held = sentinel()
                        chain = chain.then(on: ImmediateQueue()) { value in
                            _ = held
                            return value + 1
                        }
                    }
                })
        else { return }
        #expect(finished, "the thread did not finish")
    }

    @Test(
        "a chain built on settled promises, from inside callbacks on an immediate queue, stays flat", .longCheck)
    func deepChainOnSettledPromises() async {
        // Each step continues from a promise that is already settled, so its callback is due at
        // once, inside the callback before it: only the trampoline keeps the stack flat. Each
        // link's outcome then settles the link before it, all inside the first `map`, before
        // anyone observes the chain's end: a callback of each link's own steps there too.
        @Sendable func count(from n: Int, step: @escaping @Sendable () -> Void) -> P {
            step()
            guard n > 0 else { return P(value: 0) }
            let link = P(value: n - 1).map(on: ImmediateQueue(), { count(from: $0, step: step) }, { $0 })
            link.observe(on: ImmediateQueue(), fulfilled: { _ in step() }, rejected: { _ in })
            return link
        }
        // count(from: n) calls itself n + 1 times, and n of its links step when they settle.
        guard
            let deep = await deepRun(
                links: Self.links, steps: { 2 * $0 + 1 },
                { links, step, delivered in
                    count(from: links, step: step).observe(
                        on: ImmediateQueue(), fulfilled: delivered, rejected: { _ in delivered(-1) })
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [0])
    }

    @Test(
        "callbacks registered on one serial queue run in registration order while another thread settles",
        arguments: 0..<20)
    func registrationOrderUnderRaces(_ run: Int) async {
        let count = 2_000
        let serial = DispatchQueue(label: "order.\(run)")
        let (promise, future) = P.pending()
        let order = Collected<Int>()
        let settler = DispatchQueue(label: "settler.\(run)")
        // The settling thread starts midway, and races the rest of the registrations.
        for index in 0..<count {
            if index == count / 2 { settler.async { future.fulfill(index) } }
            promise.observe(on: serial, fulfilled: { _ in order.append(index) }, rejected: { _ in })
        }
        let seen = await order.wait(for: count, within: .seconds(30))
        #expect(seen.count == count)
        // Where the order first breaks, rather than two arrays of 2,000 numbers.
        let firstOutOfOrder = zip(seen, 0..<count).first { $0 != $1 }
        #expect(
            firstOutOfOrder == nil,
            "callbacks ran out of registration order: \(firstOutOfOrder.map { "callback \($0.0) ran \($0.1)th" } ?? "")"
        )
    }
}
