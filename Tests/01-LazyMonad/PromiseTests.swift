import Foundation
import LazyPromise
import PromiseLaws
import TestSupport
import Testing

@Suite("the lazy promise")
struct PromiseTests {
    @Test("building a chain runs neither the task nor any then")
    func nothingRunsBeforeExecute() {
        let task = Counter()
        let step = Counter()
        let chain = Promise<Int> { completion in
            task.tick()
            completion(1)
        }
        .then {
            step.tick()
            return $0 + 1
        }
        .bind { value in
            Promise { completion in
                step.tick()
                completion(value * 2)
            }
        }
        #expect(task.value == 0 && step.value == 0)
        chain.execute()
        #expect(task.value == 1 && step.value == 2)
    }

    @Test("a second execute runs the task again and delivers again")
    func reExecutionRunsAgain() {
        let task = Counter()
        let delivered = Collected<Int>()
        let chain = Promise<Int> { completion in
            task.tick()
            completion(task.value)
        }.then { delivered.append($0) }
        chain.execute()
        chain.execute()
        #expect(task.value == 2)
        #expect(delivered.values == [1, 2])
    }

    @Test("join flattens a promise of a promise into one run of each")
    func joinFlattens() {
        let outer = Counter()
        let inner = Counter()
        let nested = Promise<Promise<Int>> { completion in
            outer.tick()
            completion(
                Promise { completion in
                    inner.tick()
                    completion(7)
                })
        }
        let delivered = Collected<Int>()
        Promise.join(nested).then { delivered.append($0) }.execute()
        #expect(delivered.values == [7])
        #expect(outer.value == 1 && inner.value == 1)
    }

    @Test("sequence keeps the order and starts each promise only after the previous delivered")
    func sequenceWaitsForEach() async {
        let events = Collected<String>()
        let queue = DispatchQueue(label: "sequence.test", attributes: .concurrent)
        // Later promises are faster: run together, they would finish in the reverse order.
        let steps = (1...4).map { n in
            Promise<Int> { completion in
                events.append("start \(n)")
                queue.asyncAfter(deadline: .now() + .milliseconds(4 * (5 - n))) {
                    events.append("end \(n)")
                    completion(n)
                }
            }
        }
        let result = Collected<[Int]>()
        Promise.sequence(steps).then { result.append($0) }.execute()
        #expect(await result.wait(for: 1) == [[1, 2, 3, 4]])
        #expect(events.values == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3", "start 4", "end 4"])
    }

    @Test("sequence of nothing delivers an empty array")
    func sequenceOfNothing() {
        let result = Collected<[Int]>()
        Promise<Int>.sequence([]).then { result.append($0) }.execute()
        #expect(result.values == [[]])
    }
}

/// How deep a chain can go: executing one nests a call per link, and so does freeing one. Each
/// chain is built, run and let go on a new thread with a stack of a known 8 MB; the book gives
/// the measured limits and the commands that find them.
@Suite("deep chains")
struct DeepChainTests {
    /// 5,000 links, or `DEPTH_LINKS`, to find a limit by hand:
    /// `DEPTH_LINKS=20000 swift test --filter LazyPromiseTests.DeepChainTests/thenChainsExecute`.
    static let links = ProcessInfo.processInfo.environment["DEPTH_LINKS"].flatMap(Int.init) ?? 5_000

    @Test("a chain of DEPTH_LINKS (5,000) thens executes on an 8 MB stack")
    func thenChainsExecute() async {
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, step, delivered in
                    var chain = Promise<Int> { completion in
                        step()
                        completion(0)
                    }
                    for _ in 0..<links { chain = chain.then { $0 + 1 } }
                    chain.then(delivered).execute()
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [Self.links])
    }

    @Test("a chain of DEPTH_LINKS (5,000) binds executes on an 8 MB stack")
    func bindChainsExecute() async {
        guard
            let deep = await deepRun(
                links: Self.links,
                { links, step, delivered in
                    var chain = Promise<Int> { completion in
                        step()
                        completion(0)
                    }
                    for _ in 0..<links { chain = chain.bind { Promise(value: $0 + 1) } }
                    chain.then(delivered).execute()
                })
        else { return }
        #expect(deep.finished, "the thread did not finish")
        #expect(deep.delivered == [Self.links])
    }

    @Test("a chain of DEPTH_LINKS (5,000) thens that never runs is freed on an 8 MB stack")
    func thenChainsAreFreed() async {
        let finished = await onThread {
            var chain = Promise<Int>(value: 0)
            for _ in 0..<Self.links { chain = chain.then { $0 + 1 } }
            // Leaving this scope releases the last link, which releases the one before, and so on.
        }
        #expect(finished, "the thread did not finish")
    }

    @Test("a chain of DEPTH_LINKS (5,000) binds that never runs is freed on an 8 MB stack")
    func bindChainsAreFreed() async {
        let finished = await onThread {
            var chain = Promise<Int>(value: 0)
            for _ in 0..<Self.links { chain = chain.bind { Promise(value: $0 + 1) } }
        }
        #expect(finished, "the thread did not finish")
    }
}
