import Dispatch
import PromiseLaws
import Testing

@testable import PromiseLaws

/// A design whose promises are whatever a test says they deliver.
struct ScriptedDesign: FunctorDesign {
    let name = "scripted"
    func make(_ source: PromiseSource) -> [Delivery] { [] }
    func observe(_ promise: [Delivery], _ deliver: @escaping @Sendable (Delivery) -> Void) {
        DispatchQueue.global().async { for delivery in promise { deliver(delivery) } }
    }
    func map(_ promise: [Delivery], _ transform: @escaping @Sendable (Int) -> Int) -> [Delivery] { promise }
}

@Suite("observation")
struct ObservationTests {
    static func observing(_ deliveries: [Delivery]) async -> Observation {
        let law = Law<ScriptedDesign>(
            family: "Test", name: "scripted", equation: "a ≡ b", Given.value("a"),
            lhs: { d, run, _ in run.observe(d, deliveries) },
            rhs: { _, _, _ in })
        let cells = [Given.value("a").cell(0)]
        return await law.run(ScriptedDesign(), cells, deadline: .milliseconds(50), window: .milliseconds(200)).left
            .observation
    }

    @Test("tells a value, a failure, nothing in time, and more than one delivery apart")
    func tellsOutcomesApart() async {
        let value = await Self.observing([.value(7)])
        let failure = await Self.observing([.failure(LawError(code: 3))])
        let nothing = await Self.observing([])
        let twice = await Self.observing([.value(7), .value(7)])
        #expect(value.describe(deadline: .milliseconds(50)) == "delivered 7")
        #expect(failure.describe(deadline: .milliseconds(50)) == "delivered failure #3")
        #expect(nothing.describe(deadline: .milliseconds(50)) == "nothing within 50 ms")
        #expect(twice.describe(deadline: .milliseconds(50)) == "delivered 2 times: 7, 7")
        #expect(Set([value, failure, nothing, twice]).count == 4)
    }

    @Test("generated promises log their start, and deliver as their recipe says")
    func sourcesLogAndDeliver() async {
        let log = EffectLog()
        let probe = Collected<Delivery>()
        PromiseSource(PromiseRecipe(.succeed(5), .on(.b, afterMilliseconds: 1)), name: "fa", log: log).start {
            probe.append(Delivery($0))
        }
        PromiseSource(PromiseRecipe(.never), name: "fb", log: log).start { probe.append(Delivery($0)) }
        #expect(log.snapshot == ["start fa", "start fb"])
        #expect(await !probe.wait(for: 1, within: .seconds(5)).isEmpty)
        #expect(probe.values == [.value(5)])
    }
}
