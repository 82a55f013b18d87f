import PromiseLaws
import Testing

/// A design is checked for what it promises (its ``Guarantees``) and for nothing else, and a
/// design the schedules cannot enter gets "not explored", with its count, rather than a pass or
/// a failure.
@Suite("what a design promises, and code the schedules cannot enter")
struct GuaranteeTests {
    /// Observers called newest first, one at a time.
    static let newestFirst = HandOutDesign(name: "a hand-out newest first", flaw: .callsNewestFirst)

    @Test("a hand-out newest first breaks the order it promised, and holds where it promises only one at a time")
    func orderOnItsOwn() async {
        let law = Law<HandOutDesign>.observersInOrderWhileRacing
        guard case .failed(let failure) = await law.check(Self.newestFirst, config: LawConfig()) else {
            Issue.record("promising order, the newest-first hand-out passed")
            return
        }
        #expect(failure.report(replay: "").contains("called before observer"))
        var oneAtATime = Self.newestFirst
        oneAtATime.guarantees = [.oneAtATime, .callsBackAtOnce]
        guard case .passed = await law.check(oneAtATime, config: LawConfig()) else {
            Issue.record("promising one at a time only, the newest-first hand-out did not pass")
            return
        }
    }

    @Test("a law about a guarantee the design does not make is not checked, and says which")
    func notPromised() async {
        var design = HandOutDesign()
        design.guarantees = [.oneAtATime]
        guard case .notPromised(let why) = await Law<HandOutDesign>.manyObservers.check(design, config: LawConfig())
        else {
            Issue.record("a law about order was checked on a design that does not promise order")
            return
        }
        #expect(why.contains("it is about order, which the design does not promise (its guarantees: one at a time)"))
        #expect(Law<HandOutDesign>.manyObservers.applies(to: HandOutDesign()))
    }

    @Test("zip's failure rule: each law applies to the design that promises it, and holds", arguments: [true, false])
    func zipRule(firstPromise: Bool) async {
        let design = EagerDesign()
        #expect(Law<EagerDesign>.zipWaitsForTheFirstPromise.applies(to: design))
        #expect(!Law<EagerDesign>.zipFailsFast.applies(to: design))
        let law = firstPromise ? Law<EagerDesign>.zipWaitsForTheFirstPromise : .zipFailsFast
        let outcome = await law.check(design, config: LawConfig())
        if firstPromise {
            guard case .passed = outcome else { return #expect(Bool(false), "\(outcome)") }
        } else {
            guard case .notPromised = outcome else { return #expect(Bool(false), "\(outcome)") }
        }
    }

    @Test("a zip that waits for the first promise breaks the law of a zip that fails fast")
    func zipFailsFastSeesWaiting() async {
        let law = Law<FastClaimingEager>.zipFailsFast
        guard case .failed(let failure) = await law.check(FastClaimingEager(), config: LawConfig()) else {
            Issue.record("a zip that waits passed the law of a zip that fails fast")
            return
        }
        #expect(failure.report(replay: "").contains("a failure is delivered at once"))
    }

    @Test("racing laws on a design whose locks are its own: not explored, with the count of real-thread runs")
    func notExplored() async {
        let design = UnseenLockDesign(name: "an NSLock promise", onAQueue: false, schedulesCanEnter: false)
        let outcome = await Law<UnseenLockDesign>.racingObservers.check(design, config: LawConfig(cases: 30))
        guard case .notExplored(let why) = outcome else {
            Issue.record("expected not explored, got \(outcome)")
            return
        }
        #expect(why.contains("each of its 30 cases ran its threads really at once, once"))
    }

    @Test("a learner's design the schedules cannot enter is told which setting says its locks are its own")
    func notRacedNamesTheSetting() async {
        let design = UnseenLockDesign(name: "an NSLock promise", onAQueue: false)
        guard case .notRaced(let why) = await Law<UnseenLockDesign>.racingObservers.check(design, config: LawConfig())
        else {
            Issue.record("an NSLock design claiming stepped locks was not told it could not be raced")
            return
        }
        #expect(why.contains("`schedulesCanEnter` false"))
    }

    @Test("a failure found on real threads says it is not sure to replay, and prints no schedule")
    func realThreadsDoNotReplay() async {
        // Sides that differ on every run, whatever the threads do.
        let law = Law<UnseenLockDesign>(
            family: "Test", name: "a race that always differs", equation: "race ≡ 2",
            Given.schedule("s"),
            lhs: { s, schedule in s.race(on: schedule, [("deliver", { s.deliver(.value(1)) })]) },
            rhs: { s, _ in s.deliver(.value(2)) })
        let design = UnseenLockDesign(name: "an NSLock promise", onAQueue: false, schedulesCanEnter: false)
        guard case .failed(let failure) = await law.check(design, config: LawConfig(cases: 5)) else {
            Issue.record("the always-differing race passed")
            return
        }
        let report = failure.report(replay: "PromiseLawsTests.GuaranteeTests")
        #expect(!failure.replays)
        #expect(report.contains("s = none: the threads raced really at once"))
        #expect(report.contains("replay: not sure to: its threads raced really at once"))
        #expect(!report.contains("rerun:"))
    }
}

/// The eager control, saying its zip fails fast, which it does not: its zip waits for the first
/// promise.
struct FastClaimingEager: ZipDesign {
    let base = EagerDesign()
    var name: String { "a zip that waits, said to fail fast" }
    var guarantees: Guarantees { [.zipFailsFast] }
    func make(_ source: PromiseSource) -> EagerFuture { base.make(source) }
    func observe(_ promise: EagerFuture, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        base.observe(promise, deliver)
    }
    func map(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> Int) -> EagerFuture {
        base.map(promise, transform)
    }
    func pure(_ value: Int) -> EagerFuture { base.pure(value) }
    func flatMap(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> EagerFuture) -> EagerFuture {
        base.flatMap(promise, transform)
    }
    func fail(_ error: LawError) -> EagerFuture { base.fail(error) }
    func pending() -> (promise: EagerFuture, settle: @Sendable (Result<Int, LawError>) -> Void) { base.pending() }
    func zip(_ first: EagerFuture, _ second: EagerFuture) -> EagerFuture { base.zip(first, second) }
}
