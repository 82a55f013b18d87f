import Dispatch
import Foundation
import Locking
import PromiseLaws
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Every example in a doc comment of Sources/PromiseLaws, as real code: each is the region named
// after the declaration it documents, and DocExampleTests checks that the comment shows that
// region word for word. What an example's comments claim is checked here, after its region.

// ANCHOR: FunctorDesign
struct Thunk: Sendable {
    let run: @Sendable (@escaping @Sendable (Int) -> Void) -> Void
}

struct ThunkDesign: MonadDesign {
    let name = "a lazy thunk"

    // ANCHOR: PromiseSource
    // A lazy design: the work starts when the thunk is run, not when it is made.
    func make(_ source: PromiseSource) -> Thunk {
        Thunk { done in source.startValue(done) }
    }
    // ANCHOR_END: PromiseSource
    func observe(_ promise: Thunk, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.run { deliver(.value($0)) }
    }
    func map(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Int) -> Thunk {
        Thunk { done in promise.run { done(transform($0)) } }
    }
    func pure(_ value: Int) -> Thunk { Thunk { done in done(value) } }
    func flatMap(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Thunk) -> Thunk {
        Thunk { done in promise.run { transform($0).run(done) } }
    }
}
// ANCHOR_END: FunctorDesign

extension Law where Design == ThunkDesign {
    static var leftIdentity: Law {
        // ANCHOR: Law
        Law(
            family: "Monad", name: "left identity", equation: "pure(a).flatMap(k) ≡ k(a)",
            Given.value("a"), Given.kleisli("k"),
            lhs: { s, a, k in s.observe(s.pure(a).flatMap(k)) },
            rhs: { s, a, k in s.observe(s.kleisli(k)(a)) })
        // ANCHOR_END: Law
    }

    static var flatMapAgreesWithMap: Law {
        // ANCHOR: Side
        Law(
            family: "Monad", name: "flatMap agrees with map", equation: "fa.flatMap { pure(f($0)) } ≡ fa.map(f)",
            Given.promise("fa"), Given.function("f"),
            lhs: { s, fa, f in
                let f = s.function(f)  // logs f(3) when the design calls it with 3
                s.observe(s.promise(fa).flatMap { s.pure(f($0)) })  // the promise logs start fa
            },
            rhs: { s, fa, f in s.observe(s.promise(fa).map(f)) })
        // ANCHOR_END: Side
    }

    static var composition: Law {
        // ANCHOR: SidePromise
        Law(
            family: "Functor", name: "composition", equation: "fa.map(f).map(g) ≡ fa.map { g(f($0)) }",
            Given.promise("fa"), Given.function("f"), Given.function("g"),
            lhs: { s, fa, f, g in s.observe(s.promise(fa).map(f).map(g)) },
            rhs: { s, fa, f, g in
                let (f, g) = (s.function(f), s.function(g))
                s.observe(s.promise(fa).map { g(f($0)) })
            })
        // ANCHOR_END: SidePromise
    }
}

@Suite("the doc comments' examples do what they say")
struct DocExamples {
    // ANCHOR: expectLaw
    @Test(arguments: Law<ThunkDesign>.functor + Law<ThunkDesign>.monad)
    func laws(_ law: Law<ThunkDesign>) async {
        await expectLaw(law, holdsFor: ThunkDesign())
    }
    // ANCHOR_END: expectLaw

    @Test(
        "the laws written in the examples hold for the example design",
        arguments: [Law.leftIdentity, .flatMapAgreesWithMap, .composition])
    func exampleLaws(_ law: Law<ThunkDesign>) async {
        await expectLaw(law, holdsFor: ThunkDesign())
    }

    @Test("Collected")
    func collected() async {
        // ANCHOR: Collected
        let delivered = Collected<Int>()
        DispatchQueue.global().async { delivered.append(42) }
        #expect(await delivered.wait(for: 1) == [42])
        // ANCHOR_END: Collected
    }

    /// Compiled, not run: the example is about a callback API that goes to the network.
    func fetch(_ session: URLSession, _ url: URL) async throws -> Data? {
        // ANCHOR: waitForCallback
        let data = try await waitForCallback { done in session.dataTask(with: url) { d, _, _ in done(d) }.resume() }
        // ANCHOR_END: waitForCallback
        return data
    }

    @Test("Gen")
    func gen() {
        // ANCHOR: Gen
        let small = Gen.int(in: 0...9)
        let pairs = zip(small, small.map { $0 * 10 })
        var rng = SplitMix64(seed: 1)
        let (x, y) = pairs.run(&rng)  // the same pair for the same seed, forever
        // ANCHOR_END: Gen
        var again = SplitMix64(seed: 1)
        #expect(pairs.run(&again) == (x, y))
        #expect((0...9).contains(x) && y % 10 == 0)
    }

    @Test("Input")
    func input() {
        // ANCHOR: Input
        let fa = Given.promise("fa")  // any generated promise (failing ones for designs that can fail)
        let k = Given.kleisli("k")  // a function from a value to a promise
        // ANCHOR_END: Input
        #expect(fa.name == "fa" && k.name == "k")
    }

    @Test("Scheduler")
    func scheduler() {
        let winner = Locked<Int?>(nil)
        let settle: @Sendable (Result<Int, LawError>) -> Void = { result in
            winner.withLock { $0 = $0 ?? (try? result.get()) }
        }
        let schedule = Schedule([Schedule.Turn(1)])  // t2 first
        let simulation: Simulation? = nil
        // ANCHOR: Scheduler
        let race = Scheduler.race(
            on: schedule, in: simulation,
            named: [
                ("settle(1)", { settle(.success(1)) }),
                ("settle(2)", { settle(.success(2)) }),
            ])
        // ANCHOR_END: Scheduler
        #expect(!race.abandoned)
        #expect(winner.withLock { $0 } == 2, "t2 goes first on this schedule")
    }

    @Test("ScheduleStrategy")
    func scheduleStrategy() {
        let threads: [(name: String, body: @Sendable () -> Void)] = [
            ("a", { Interleaving.action("a1") }),
            ("b", { Interleaving.action("b1") }),
        ]
        // ANCHOR: ScheduleStrategy
        var strategy = EverySchedule(bound: 2)
        while let next = strategy.next() {
            strategy.learn(Scheduler.race(on: next.schedule, in: nil, named: threads))
        }
        // ANCHOR_END: ScheduleStrategy
        // t1 then t2 and t2 then t1; each first thread stopped at its second step; and then the
        // second stopped at its second step too, for the first to finish: 2 + 2 + 2.
        #expect(strategy.isComplete && strategy.count == 6, "\(strategy.count)")
    }

    @Test("Named")
    func named() {
        // ANCHOR: Named
        let k = Named("k", KleisliRecipe(Shape(.succeed(Affine(3, 1)))))
        let chosen = k(2)  // succeed(7), named k(2): its work logs start k(2)
        // ANCHOR_END: Named
        #expect(chosen.name == "k(2)" && chosen.value == PromiseRecipe(.succeed(7)))
    }

    @Test("PromiseRecipe")
    func promiseRecipe() {
        // ANCHOR: PromiseRecipe
        let three = PromiseRecipe(.succeed(3))  // succeed(3)
        let silent = PromiseRecipe(.never)  // never
        let late = PromiseRecipe(.fail(LawError(code: 2)), .on(.a, afterMilliseconds: 2))
        // late reads fail(#2) after 2 ms on laws.a
        // ANCHOR_END: PromiseRecipe
        #expect(
            [three, silent, late].map(\.description) == ["succeed(3)", "never", "fail(#2) after 2 ms on laws.a"])
    }

    @Test("Schedule")
    func schedule() throws {
        // ANCHOR: Schedule
        let schedule = try Schedule(parsing: "t1 to step 3, t2, t1")
        // schedule.preemptions == 1
        // ANCHOR_END: Schedule
        #expect(schedule.preemptions == 1)
        #expect(schedule.description == "t1 to step 3, t2, t1")
        #expect(throws: Schedule.ParseError.self) { try Schedule(parsing: "t1 after 3") }
    }

    @Test("Simulation")
    func simulation() {
        // ANCHOR: Simulation
        let simulation = Simulation(ownsTime: true)
        let seen = Collected<Int>()
        simulation.run(
            deadline: .seconds(1),
            begin: { simulation.enqueue(after: 5, on: .a) { seen.append(simulation.now) } },  // at instant 0
            until: { true })
        // seen.values == [5]: the clock moved to 5, and nothing slept
        // ANCHOR_END: Simulation
        #expect(seen.values == [5])
    }

    @Test("SplitMix64")
    func splitMix64() {
        // ANCHOR: SplitMix64
        var rng = SplitMix64(seed: 42)
        let first = rng.next()  // 13679457532755275413, every time, on every platform
        let die = rng.next(below: 6)  // a fair draw from 0..<6
        // ANCHOR_END: SplitMix64
        #expect(first == 13_679_457_532_755_275_413 && die < 6)
    }

    @Test("Table")
    func table() {
        // ANCHOR: Table
        let f: IntFunction = Table(Affine(3, 1))  // x → 3x + 1
        let g: IntFunction = Table([0: Affine(0, 5)], otherwise: Affine(0, 2))  // {0 → 5, _ → 2}
        let five = g(0)  // 5
        // ANCHOR_END: Table
        #expect(f.description == "x → 3x + 1" && g.description == "{0 → 5, _ → 2}" && five == 5)
    }

    @Test("KleisliRecipe")
    func kleisliRecipe() {
        // ANCHOR: KleisliRecipe
        let k: KleisliRecipe = Table(Shape(.succeed(Affine(3, 1)), .on(.a, afterMilliseconds: 2)))
        let promise = k(2)  // succeed(7) after 2 ms on laws.a
        // k itself prints as x → succeed(3x + 1) after 2 ms on laws.a
        // ANCHOR_END: KleisliRecipe
        #expect(promise.description == "succeed(7) after 2 ms on laws.a")
        #expect(k.description == "x → succeed(3x + 1) after 2 ms on laws.a")
    }

    @Test("RunSettings")
    func runSettings() {
        // ANCHOR: RunSettings
        let config = RunSettings.current()  // LAWS_SEED=abc: one issue for the run, then LawConfig()
        // ANCHOR_END: RunSettings
        #expect(config.cases > 0)
    }
}
