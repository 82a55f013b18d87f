import Dispatch
import PromiseLaws
import Testing

/// A design whose promises are whatever a test says they deliver.
struct ScriptedDesign: FunctorDesign {
    let name = "scripted"
    /// It delivers from a global Dispatch queue: threads of its own, waited for in real time.
    var usesVirtualTime: Bool { false }
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
            lhs: { s, _ in s.observe(deliveries) },
            rhs: { _, _ in })
        let cells = [Given.value("a").cell(0)]
        let check = LawCheck(law, on: ScriptedDesign(), config: LawConfig())
        return await check.run(cells, deadline: .milliseconds(50), window: .milliseconds(200)).left.observation
    }

    @Test("tells a value, a failure, nothing in time, and more than one delivery apart")
    func tellsOutcomesApart() async {
        let value = await Self.observing([.value(7)])
        let failure = await Self.observing([.failure(LawError(code: 3))])
        let nothing = await Self.observing([])
        let twice = await Self.observing([.value(7), .value(7)])
        #expect(value.describe(deadline: .milliseconds(50)) == "delivered 7")
        #expect(failure.describe(deadline: .milliseconds(50)) == "delivered failure #3")
        #expect(nothing.describe(deadline: .milliseconds(50)) == "nothing within 50 ms (real time)")
        #expect(twice.describe(deadline: .milliseconds(50)) == "delivered 2 times: 7, 7")
        #expect(Set([value, failure, nothing, twice]).count == 4)
    }

    @Test("generated promises log their start, and deliver as their recipe says, on the side's clock")
    func sourcesLogAndDeliver() {
        let log = EffectLog()
        let probe = Collected<String>()
        let simulation = Simulation(ownsTime: true)
        let begin = {
            PromiseSource(
                PromiseRecipe(.succeed(5), .on(.b, afterMilliseconds: 3)), name: "fa", log: log, simulation: simulation
            )
            .start {
                probe.append("\(Delivery($0)) at \(simulation.now) ms on \(LawQueue.current?.description ?? "?")")
            }
            PromiseSource(PromiseRecipe(.never), name: "fb", log: log, simulation: simulation).start {
                probe.append("fb \(Delivery($0))")
            }
            #expect(probe.values.isEmpty)
        }
        simulation.run(deadline: .seconds(5), begin: begin, until: { true })
        #expect(log.snapshot == ["start fa", "start fb"])
        #expect(probe.values == ["5 at 3 ms on laws.b"])
        #expect(simulation.hasEnded)
    }
}
