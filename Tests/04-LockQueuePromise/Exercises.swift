import Designs
import Dispatch
import Foundation
import LockQueuePromise
import LockQueuePromiseExercises
import LockQueuePromiseSolutions
import Locking
import PromiseLaws
import TestSupport
import Testing

/// Chapter 4's exercises, checked: `swift test --filter LockQueuePromiseTests --skip Book`.
@Suite("chapter 4's exercises")
struct Exercises {
    @Test("exercise", arguments: [replaceError, recover, timeout, zip, schedule])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    typealias P = Promise<Int, LawError>
    typealias Laws = Law<ExerciseDesign>

    static let replaceError = ExerciseCheck(
        "4.0", "replaceError(on:with:)", chapter: "04-LockQueuePromise", file: "ReplaceError.swift",
        touch: { _ = P(value: 1).replaceError(on: ImmediateQueue(), with: 0) }, check: checkReplaceError)
    static let recover = ExerciseCheck(
        "4.1", "recover(on:_:)", chapter: "04-LockQueuePromise", file: "Recover.swift",
        touch: { _ = P(value: 1).recover(on: ImmediateQueue()) { P(error: $0) } }, check: checkRecover)
    static let timeout = ExerciseCheck(
        "4.2", "timeout(after:on:error:)", chapter: "04-LockQueuePromise", file: "Timeout.swift",
        touch: { _ = P(value: 1).timeout(after: .seconds(1), on: ImmediateQueue()) { LawError(code: 1) } },
        check: checkTimeout)
    static let zip = ExerciseCheck(
        "4.3", "zip(_:on:_:)", chapter: "04-LockQueuePromise", file: "Zip.swift",
        touch: { _ = P(value: 1).zip(P(value: 2), on: ImmediateQueue()) { $0 + $1 } }, check: checkZip)
    static let schedule = ExerciseCheck(
        "4.7", "be the scheduler, again", chapter: "04-LockQueuePromise", file: "ScheduleLosesACallback.swift",
        touch: { _ = scheduleThatLosesACallback }, check: checkSchedule)

    /// 4.7: the learner's schedule, replayed on a promise that calls its callbacks before it
    /// stores its value: done when the callback is never called.
    @Sendable static func checkSchedule(solution: Bool) async -> [String] {
        let text = solution ? Solution.scheduleThatLosesACallback : scheduleThatLosesACallback
        let promise = TellsFirstPromise()
        let calls = Locked(0, schedulePoints: false)
        return ScheduleExercise.replay(
            text, wanted: 0, of: "the callback",
            [
                ("fulfill(1)", { promise.fulfill(1) }),
                ("then", { promise.then { _ in calls.withLock { $0 += 1 } } }),
            ], count: { calls.withLock { $0 } })
    }

    /// What `laws` report for the exercise's operations on an immediate queue and on the
    /// harness's callbacks queue, where every closure must run.
    ///
    /// - Parameters:
    ///   - realTime: whether the operations start threads of their own (4.2's timer is a real
    ///     Dispatch timer), so that the laws wait for them in real time.
    ///   - cases: the fewest cases to run (``racingCases`` for a racing law).
    static func problems(_ laws: [Laws], solution: Bool, realTime: Bool = false, cases: Int? = nil) async
        -> [String]
    {
        var problems: [String] = []
        for law in laws {
            // A law that fails on the immediate queue is not run again on the other: its report
            // would say the same, and on real time each failing law takes seconds to report.
            for base in [LockQueuePromiseDesign.immediate, .dispatch] {
                let design = ExerciseDesign(base: base, solution: solution, realTime: realTime)
                // On real time, every delivery is due within 70 ms: half a second confirms a
                // missing one, and 30 cases cover the timers' few milliseconds.
                let found = await lawProblems(
                    law, design, cases: realTime ? 30 : cases, confirmingWithin: realTime ? .milliseconds(500) : nil)
                problems += found
                if !found.isEmpty { break }
            }
            // On real time, the first law that fails is enough to work on.
            if realTime && !problems.isEmpty { break }
        }
        return problems
    }

    /// 4.0: a failure replaced, a value passed on, a rejection that comes later replaced too;
    /// then a law of its own, on both queues.
    @Sendable static func checkReplaceError(solution: Bool) async -> [String] {
        var problems: [String] = []
        let (later, future) = P.pending()
        let cases: [(name: String, promise: P, expected: Int)] = [
            ("fail(#1)", P(error: LawError(code: 1)), 0), ("7", P(value: 7), 7),
            ("a promise rejected later with #2", later, 0),
        ]
        let delivered = cases.map { _ in Collected<Int>() }
        for (index, (_, promise, _)) in cases.enumerated() {
            let replaced =
                solution
                ? Solution.replaceError(promise, on: ImmediateQueue(), with: 0)
                : promise.replaceError(on: ImmediateQueue(), with: 0)
            replaced.observe(on: ImmediateQueue(), fulfilled: { delivered[index].append($0) }, rejected: { _ in })
        }
        future.reject(LawError(code: 2))
        for (index, (name, _, expected)) in cases.enumerated() {
            let got = await delivered[index].wait(for: 1, within: .seconds(1))
            if got != [expected] {
                problems.append("replaceError(with: 0) of \(name) delivered \(got), not [\(expected)]")
            }
        }
        return problems + (await Self.problems([.replaceErrorDelivers], solution: solution))
    }

    /// 4.1: a failure continues with `body`'s promise, a value passes, and the recovery laws
    /// hold, with `body` on the queue asked for.
    @Sendable static func checkRecover(solution: Bool) async -> [String] {
        let design = ExerciseDesign.immediate(solution: solution)
        var problems: [String] = []
        let delivered = Collected<Delivery>()
        for start in [P(error: LawError(code: 1)), P(value: 7)] {
            design.observe(design.recover(start) { P(value: $0.code + 10) }) { delivered.append($0) }
        }
        let both = await delivered.wait(for: 2, within: .seconds(2))
        if both != [.value(11), .value(7)] {
            problems.append(
                "recover { P(value: $0.code + 10) } on fail(#1) and on 7 delivered \(both), not [11, 7]")
        }
        return problems + (await Self.problems(Laws.recovery + [.recoverRunsOnItsQueue], solution: solution))
    }

    /// 4.2: a promise that never settles times out, not before its time; one that settles
    /// passes through, and `error()` is not made when its timer fires later; the first of the
    /// two wins. The timer is a real Dispatch timer, so this exercise's checks wait in real time.
    @Sendable static func checkTimeout(solution: Bool) async -> [String] {
        let design = ExerciseDesign(base: .immediate, solution: solution, realTime: true)
        var problems: [String] = []
        let delivered = Collected<(Delivery, Duration)>()
        let began = ContinuousClock.now
        let never = P.pending().promise
        design.observe(design.timeout(never, after: .milliseconds(50)) { LawError(code: 9) }) {
            delivered.append(($0, .now - began))
        }
        let timedOut = await delivered.wait(for: 1, within: .seconds(2))
        if timedOut.map(\.0) != [.failure(LawError(code: 9))] {
            problems.append(
                "a promise that never settles, with a timeout of 50 ms, delivered \(timedOut.map(\.0)), not [failure #9]"
            )
        } else if timedOut[0].1 < .milliseconds(50) {
            let milliseconds = Double(timedOut[0].1.components.attoseconds) / 1e15
            problems.append("a timeout of 50 ms fired after \(String(format: "%.2f", milliseconds)) ms, too early")
        }
        problems += await timerAfterTheWin(design)
        let laws: [Laws] = [.timeoutThatDoesNotFire, .neverSettledTimesOut, .lateSettleIsIgnored]
        problems += await Self.problems(laws, solution: solution, realTime: true)
        guard problems.isEmpty else { return problems }
        problems += await timerInTheGap(solution: solution)
        guard problems.isEmpty else { return problems }
        return await timerAndSettleAtOnce(design)
    }

    /// A promise settled just before its timer of 2 ms fires, its settling thread held still
    /// at one of the points where a lock is given back until the timer has made its move: at
    /// the first point on one try, the second on the next, up to the eighth. The timer is a
    /// real thread the harness cannot put on a schedule, so the settling thread waits for it
    /// instead. An answer that looks at its flag in one locked block and sets it in another is
    /// held between the two on one of the tries: the timer finds the flag down too, and both
    /// act; `error()` is then made for a promise whose value was delivered.
    static func timerInTheGap(solution: Bool) async -> [String] {
        for point in 1...8 {
            let gap = Gap(holdingAt: point)
            let (promise, future) = P.pending()
            let made = Counter()
            let delivered = Collected<Delivery>()
            let error: @Sendable () -> LawError = {
                made.tick()
                return LawError(code: 9)
            }
            let timed =
                solution
                ? Solution.timeout(promise, after: .milliseconds(2), on: gap.queue, error: error)
                : promise.timeout(after: .milliseconds(2), on: gap.queue, error: error)
            timed.observe(
                on: ImmediateQueue(), fulfilled: { delivered.append(.value($0)) },
                rejected: { delivered.append(.failure($0)) })
            await gap.onItsThread { future.fulfill(1) }
            gap.letTheTimerGoOn()
            let got = await delivered.wait(for: 1, within: .seconds(1))
            await gap.drained()
            let wrong =
                got.count != 1 || (got == [.value(1)] && made.value != 0)
                || (got == [.failure(LawError(code: 9))] && made.value != 1)
            if wrong {
                return [
                    "a promise fulfilled with 1 as its timer of 2 ms fired (the settling thread held after giving "
                        + "back its lock \(point == 1 ? "once" : "\(point) times") until the timer had moved) "
                        + "delivered \(got) and error() was called \(made.value == 1 ? "once" : "\(made.value) times"): "
                        + "both the promise and the timer acted, so one of them looked at who had won in one locked "
                        + "block and said it had won in another; decide it in one"
                ]
            }
        }
        return []
    }

    /// Promises that win against a timeout of 20 ms, settled before it or just after it is
    /// set: each passes through, and when their timers fire, `error()` is not called. Waited
    /// for with a timeout of 80 ms, set after them, of a promise that never settles: once it
    /// has fired, theirs have.
    static func timerAfterTheWin(_ design: ExerciseDesign) async -> [String] {
        let errorCalls = Counter()
        let delivered = Collected<Delivery>()
        let (late, settleLate) = design.pending()
        for promise in [P(value: 7), P(error: LawError(code: 3)), late] {
            let timed = design.timeout(promise, after: .milliseconds(20)) {
                errorCalls.tick()
                return LawError(code: 9)
            }
            design.observe(timed) { delivered.append($0) }
        }
        settleLate(.success(8))
        let control = Collected<Delivery>()
        design.observe(design.timeout(P.pending().promise, after: .milliseconds(80)) { LawError(code: 8) }) {
            control.append($0)
        }
        guard await control.wait(for: 1, within: .seconds(2)) == [.failure(LawError(code: 8))] else {
            return ["a promise that never settles, with a timeout of 80 ms, did not time out with #8 within 2 s"]
        }
        var problems: [String] = []
        let got = delivered.values.map(\.description).sorted()
        if got != ["7", "8", "failure #3"] {
            problems.append(
                "7, failure #3, and 8 settled just after the timeout was set, each with a timeout of 20 ms, "
                    + "delivered \(got), not 7, failure #3 and 8, once each")
        }
        if errorCalls.value != 0 {
            problems.append(
                "three promises settled before their timeouts of 20 ms ran out, and when the timers fired error() was "
                    + "still called \(errorCalls.value == 1 ? "once" : "\(errorCalls.value) times"): call it only when "
                    + "the timer wins, and decide who won first")
        }
        return problems
    }

    /// A hundred promises settled from another thread at about the moment their timeouts of
    /// 1 ms run out, on real threads (the round the thread sanitizer watches, under `workshop
    /// check`): each delivers once, and `error()` is made exactly when its error is delivered.
    static func timerAndSettleAtOnce(_ design: ExerciseDesign) async -> [String] {
        let rounds = 100
        let made = Locked(Set<Int>())
        let delivered = Collected<(Int, Delivery)>()
        for round in 0..<rounds {
            let (promise, settle) = design.pending()
            let timed = design.timeout(promise, after: .milliseconds(1)) {
                made.withLock { _ = $0.insert(round) }
                return LawError(code: 9)
            }
            design.observe(timed) { delivered.append((round, $0)) }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { settle(.success(round)) }
        }
        let got = await delivered.wait(for: rounds, within: .seconds(3))
        let errors = Set(got.filter { $0.1 == .failure(LawError(code: 9)) }.map(\.0))
        if got.count != rounds || Set(got.map(\.0)).count != rounds {
            return [
                "100 timeouts of 1 ms, racing settles from other threads (real ones), delivered \(got.count) times, not once each"
            ]
        }
        let calls = made.withLock { $0 }
        if calls != errors {
            let wrong = calls.subtracting(errors).count
            return [
                "100 timeouts of 1 ms, racing settles from other threads (real ones): error() was called for \(wrong) "
                    + "whose promise won; decide who won in one step, and make the error only when the timer did"
            ]
        }
        return []
    }

    /// 4.3: both values combined once, on the queue; the first failure wins at once; settles
    /// that race from many threads lose nothing.
    @Sendable static func checkZip(solution: Bool) async -> [String] {
        let design = ExerciseDesign.immediate(solution: solution)
        var problems: [String] = []
        let delivered = Collected<Delivery>()
        let (late, settle) = design.pending()
        design.observe(design.zip(late, P(value: 3)) { $0 &- $1 }) { delivered.append($0) }
        settle(.success(10))
        let combined = await delivered.wait(for: 1, within: .seconds(2))
        if combined != [.value(7)] {
            problems.append("zip of 10 (settled later) and 3, combined with -, delivered \(combined), not [7]")
        }
        let laws: [Laws] = [.zipCombinesBoth, .failureOnTheLeftRejects, .failureOnTheRightRejects]
        problems += await Self.problems(laws, solution: solution)
        problems += await Self.problems([.settledAtOnce], solution: solution, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        guard problems.isEmpty else { return problems }
        let pairs = (0..<100).map { _ in (design.pending(), design.pending()) }
        let combines = Counter()
        let raced = Collected<Delivery>()
        for (p, q) in pairs {
            let zipped = design.zip(p.promise, q.promise) { a, b in
                combines.tick()
                return a &- b
            }
            design.observe(zipped) { raced.append($0) }
        }
        await onRacingThreads(pairs.count * 2) { index in
            let (p, q) = pairs[index / 2]
            if index % 2 == 0 { p.settle(.success(10)) } else { q.settle(.success(3)) }
        }
        let racedValues = await raced.wait(for: pairs.count, within: .seconds(2))
        if racedValues.count != pairs.count || Set(racedValues) != [.value(7)] || combines.value != pairs.count {
            problems.append(
                "100 pairs settled from racing threads (real ones) delivered \(racedValues.count) times and called "
                    + "combine \(combines.value) times, not 100 times 7 and 100 times")
        }
        return problems
    }
}

/// Chapter 4's design with the exercises' operations: the learner's, or the reference solutions'.
struct ExerciseDesign: RecoveringDesign, ResolvableDesign, QueueDesign {
    /// Observers in order, one at a time; called at once on the immediate queue, and on a
    /// Dispatch queue wherever that queue runs them.
    var guarantees: Guarantees { callbackQueue == nil ? .chapters : [.order, .oneAtATime] }
    typealias Box = Promise<Int, LawError>
    let base: LockQueuePromiseDesign
    /// Whether the reference solutions are checked, rather than the learner's code.
    let solution: Bool
    /// Whether the operation under test starts threads of its own (4.2's real Dispatch
    /// timer), which virtual time cannot see: its laws then wait in real time.
    var realTime = false

    static func immediate(solution: Bool) -> ExerciseDesign { ExerciseDesign(base: .immediate, solution: solution) }
    static func dispatch(solution: Bool) -> ExerciseDesign { ExerciseDesign(base: .dispatch, solution: solution) }

    var name: String { base.name + (solution ? ", reference solutions" : "") + (realTime ? ", in real time" : "") }
    var usesVirtualTime: Bool { !realTime }
    var callbackQueue: LawQueue? { base.callbackQueue }
    var queue: any Queue { base.queue }

    func make(_ source: PromiseSource) -> Box { base.make(source) }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        base.observe(promise, deliver)
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box { base.map(promise, transform) }
    func pure(_ value: Int) -> Box { base.pure(value) }
    func fail(_ error: LawError) -> Box { base.fail(error) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        base.flatMap(promise, transform)
    }
    func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) { base.pending() }

    /// Exercise 4.0, its promise that cannot fail seen as one of the harness's, which can: the
    /// error type changes, and nothing else.
    func replaceError(_ promise: Box, with value: Int) -> Box {
        let replaced =
            solution
            ? Solution.replaceError(promise, on: queue, with: value) : promise.replaceError(on: queue, with: value)
        return replaced.catch(on: ImmediateQueue()) { (_: Never) -> LawError in }
    }

    /// Exercise 4.1.
    func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        solution ? Solution.recover(promise, on: queue, transform) : promise.recover(on: queue, transform)
    }

    /// Exercise 4.2.
    func timeout(_ promise: Box, after interval: DispatchTimeInterval, error: @escaping @Sendable () -> LawError)
        -> Box
    {
        solution
            ? Solution.timeout(promise, after: interval, on: queue, error: error)
            : promise.timeout(after: interval, on: queue, error: error)
    }

    /// Exercise 4.3.
    func zip(_ first: Box, _ second: Box, _ combine: @escaping @Sendable (Int, Int) -> Int) -> Box {
        solution ? Solution.zip(first, second, on: queue, combine) : first.zip(second, on: queue, combine)
    }
}

extension SidePromise where Design == ExerciseDesign {
    /// Exercise 4.2's `timeout`: ``ExerciseDesign/timeout(_:after:error:)``.
    func timeout(after interval: DispatchTimeInterval, error: @escaping @Sendable () -> LawError) -> SidePromise {
        SidePromise(side.design.timeout(box, after: interval, error: error), on: side)
    }

    /// Exercise 4.3's `zip`: ``ExerciseDesign/zip(_:_:_:)``.
    func zip(_ other: SidePromise, _ combine: @escaping @Sendable (Int, Int) -> Int) -> SidePromise {
        SidePromise(side.design.zip(box, other.box, combine), on: side)
    }
}

extension Side where Design == ExerciseDesign {
    /// Observes a promise that a real timer may settle, from a thread the side's simulation does
    /// not run, and wakes the simulation once it has delivered: a simulation waiting for a
    /// delivery from off its clock otherwise sleeps until its deadline, and each case would
    /// take that long.
    func observeTimed(_ promise: SidePromise<Design>) {
        observe(promise, then: { after(0, on: .a) {} })
    }
}

extension Law where Design == ExerciseDesign {
    /// The oracle for `replaceError`: the value, or `v` in place of any failure.
    static var replaceErrorDelivers: Law {
        Law(
            family: "Exercise 4.0", name: "replaceError delivers the value, or v in place of a failure",
            equation: "fa.replaceError(on: q, with: v) ≡ fa, then its value, or v for a failure, by hand",
            Given.promise("fa"), Given.value("v"),
            lhs: { s, fa, v in s.observe(s.design.replaceError(s.promise(fa).box, with: v)) },
            rhs: { s, fa, v in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x): s.deliver(.value(x))
                    case .failure: s.deliver(.value(v))
                    }
                }
            }
        ).timed()
    }

    /// `recover` calls its closure on the queue it is given, once, and only for a failure.
    static var recoverRunsOnItsQueue: Law {
        Law(
            family: "Exercise 4.1", name: "recover runs r on its queue",
            equation: "fa.recover(on: q, r) ≡ observe fa on q, then r(#n) on q for a failure",
            Given.promise("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { s, fa, r in
                let recovery = s.kleisli(r)
                let recovered = s.promise(fa).recover { error in
                    s.called(r, error.code)
                    return recovery(error.code)
                }
                s.observe(recovered)
            },
            rhs: { s, fa, r in
                let recovery = s.kleisli(r)
                s.design.observe(s.promise(fa).box) { outcome in
                    guard case .failure(let error) = outcome else { return s.deliver(outcome) }
                    s.expectCall(r, error.code)
                    s.design.observe(recovery(error.code).box) { s.deliver($0) }
                }
            })
    }

    /// A promise that settles has nothing to time out: a timeout it beats changes nothing.
    static var timeoutThatDoesNotFire: Law {
        Law(
            family: "Exercise 4.2", name: "a timeout that does not fire changes nothing",
            equation: "fa.timeout(after: 10 s, error: e) ≡ fa, for an fa that settles",
            Input(
                "fa", note: "(settles)", generate: { PromiseRecipe.gen(failures: $0) },
                where: { $0.outcome != .never }),
            Given.error("e"),
            lhs: { s, fa, e in
                let timed = s.promise(fa).timeout(after: .seconds(10)) {
                    s.called("error")
                    return e
                }
                s.observeTimed(timed)
            },
            rhs: { s, fa, _ in s.observe(s.promise(fa)) })
    }

    /// A promise that never settles rejects with the timeout's error, made once, on the queue.
    static var neverSettledTimesOut: Law {
        Law(
            family: "Exercise 4.2", name: "a promise that never settles times out",
            equation: "never.timeout(after: t ms, error: e) ≡ error() on the queue, then fail(e)",
            milliseconds("t", in: 0...20), Given.error("e"),
            lhs: { s, t, e in
                let timed = s.pending().promise.timeout(after: .milliseconds(t)) {
                    s.called("error")
                    return e
                }
                s.observeTimed(timed)
            },
            rhs: { s, _, e in
                s.expectCall("error")
                s.observe(s.fail(e))
            })
    }

    /// Whichever comes first wins: a promise settled after its timeout still delivers the
    /// timeout's error, and only that.
    static var lateSettleIsIgnored: Law {
        Law(
            family: "Exercise 4.2", name: "a settle after the timeout is ignored",
            equation: "p.timeout(after: t ms, error: e), t + 50 ms later on laws.b settle(x) ≡ fail(e)",
            milliseconds("t", in: 0...10), Given.outcome("x"), Given.error("e"),
            lhs: { s, t, x, e in
                let (p, settle) = s.pending()
                let timed = p.timeout(after: .milliseconds(t)) {
                    s.called("error")
                    return e
                }
                s.observeTimed(timed)
                LawQueue.b.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(t + 50)) {
                    switch x.outcome {
                    case .succeed(let value): settle(.success(value))
                    case .fail(let error): settle(.failure(error))
                    case .never: break
                    }
                }
            },
            rhs: { s, _, _, e in
                s.expectCall("error")
                s.observe(s.fail(e))
            })
    }

    /// Two values, whenever they arrive, are combined once, on the queue, in order.
    static var zipCombinesBoth: Law {
        Law(
            family: "Exercise 4.3", name: "zip combines both values once",
            equation: "fa.zip(fb, -) ≡ observe fa, observe fb, then combine(a, b) on the queue, a - b",
            Given.succeeding("fa"), Given.succeeding("fb"),
            lhs: { s, fa, fb in
                let zipped = s.promise(fa).zip(s.promise(fb)) { a, b in
                    s.called("combine", "\(a), \(b)")
                    return a &- b
                }
                s.observe(zipped)
            },
            rhs: { s, fa, fb in
                let (first, second) = (s.promise(fa), s.promise(fb))
                s.design.observe(first.box) { a in
                    s.design.observe(second.box) { b in
                        guard case .value(let a) = a, case .value(let b) = b else { return }
                        s.expectCall("combine", "\(a), \(b)")
                        s.deliver(.value(a &- b))
                    }
                }
            })
    }

    /// A failure on the left rejects at once, whether the right ever settles or not.
    static var failureOnTheLeftRejects: Law {
        Law(
            family: "Exercise 4.3", name: "a failure on the left rejects",
            equation: "fe.zip(fb, -) ≡ fe, when fb does not fail", Given.failing("fe"), Given.succeeding("fb"),
            lhs: { s, fe, fb in
                let zipped = s.promise(fe).zip(s.promise(fb)) { a, b in
                    s.called("combine", "\(a), \(b)")
                    return a &- b
                }
                s.observe(zipped)
            },
            rhs: { s, fe, fb in
                let failing = s.promise(fe)
                _ = s.promise(fb)
                s.observe(failing)
            })
    }

    /// A failure on the right rejects at once, whether the left ever settles or not.
    static var failureOnTheRightRejects: Law {
        Law(
            family: "Exercise 4.3", name: "a failure on the right rejects",
            equation: "fa.zip(fe, -) ≡ fe, when fa does not fail", Given.succeeding("fa"), Given.failing("fe"),
            lhs: { s, fa, fe in
                let zipped = s.promise(fa).zip(s.promise(fe)) { a, b in
                    s.called("combine", "\(a), \(b)")
                    return a &- b
                }
                s.observe(zipped)
            },
            rhs: { s, fa, fe in
                _ = s.promise(fa)
                s.observe(s.promise(fe))
            })
    }

    /// Both halves settled at once from two threads, on a schedule that switches where the
    /// answer takes its `Locked`: `combine` is called once, on the queue, and the zip delivers
    /// its result once. Filling a slot in one locked block and looking at the other in another
    /// lets both threads see both values, and call `combine` twice, on some schedule (the
    /// promise keeps only the first result, so only the log of `combine`'s calls shows it).
    static var settledAtOnce: Law {
        Law(
            family: "Exercise 4.3", name: "both settled at once are combined once",
            equation:
                "p.zip(q, -), settle p(x) and q(y) at once on schedule s ≡ combine(x, y) once, on the queue; x - y",
            Given.value("x"), Given.value("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (p, q) = (s.pending(), s.pending())
                let zipped = p.promise.zip(q.promise) { a, b in
                    s.called("combine", "\(a), \(b)")
                    return a &- b
                }
                s.observe(zipped)
                s.race(
                    on: schedule,
                    [
                        ("settle p(\(x))", { p.settle(.success(x)) }),
                        ("settle q(\(y))", { q.settle(.success(y)) }),
                    ])
            },
            rhs: { s, x, y, _ in
                s.expectCall("combine", "\(x), \(y)")
                s.observe(s.pure(x &- y))
            })
    }

    /// A number of milliseconds from `range`.
    private static func milliseconds(_ name: String, in range: ClosedRange<Int>) -> Input<Int> {
        Input(name, note: "(milliseconds)", generate: { _ in Gen.int(in: range) }, where: { range.contains($0) })
    }
}

/// Holds a settling thread still at one schedule point while a real timer makes its move, for
/// exercise 4.2: the timer runs on a Dispatch thread no schedule can reach, so the thread that
/// settles the promise waits for it instead, at the `holdingAt`-th point where it gives back a
/// lock (the promise's lock queue, or the answer's `Locked`). Work handed to ``queue`` from the
/// gap's threads runs on a serial queue as one of them; work from any other thread is the
/// timer's move, held until ``letTheTimerGoOn()``, so that it lands after the promise's
/// outcome, as a timer's hop to a busy queue can.
final class Gap: Interleaving.Scheduler, Sendable {
    private struct State {
        var releases = 0
        var timerMoved = false
        var members: Set<ObjectIdentifier> = []
        var held: [@Sendable () -> Void] = []
    }

    private let state = Locked(State(), schedulePoints: false)
    private let moved = DispatchSemaphore(value: 0)
    private let holdingAt: Int
    private let worker = DispatchQueue(label: "exercise 4.2's queue")

    init(holdingAt point: Int) {
        holdingAt = point
    }

    /// The queue the timeout under test is given.
    var queue: any Queue { GapQueue(gap: self) }

    /// The gap's threads reach a point: at the chosen one, wait for the timer's move (50 ms at most).
    func reached(_ point: Interleaving.Point, thread: Int) {
        guard case .release = point else { return }
        let hold = state.withLock { state -> Bool in
            state.releases += 1
            return state.releases == holdingAt && !state.timerMoved
        }
        if hold { _ = moved.wait(timeout: .now() + .milliseconds(50)) }
    }

    /// Runs `body` on a thread of the gap's own, and waits for it.
    func onItsThread(_ body: @escaping @Sendable () -> Void) async {
        let done = Collected<Bool>()
        Thread {
            self.member(body)
            done.append(true)
        }.start()
        _ = await done.wait(for: 1, within: .seconds(2))
    }

    /// Lets the timer's held work run.
    func letTheTimerGoOn() {
        let held = state.withLock { state in
            defer { state.held = [] }
            return state.held
        }
        for work in held { worker.async { self.member(work) } }
    }

    /// Waits until the gap's queue has run everything handed to it so far, twice over (work
    /// may hand it more).
    func drained() async {
        for _ in 0..<2 {
            let done = Collected<Bool>()
            worker.async { done.append(true) }
            _ = await done.wait(for: 1, within: .seconds(1))
        }
    }

    /// Runs `body` on this thread as one of the gap's threads.
    private func member(_ body: () -> Void) {
        let thread = ObjectIdentifier(Thread.current)
        state.withLock { _ = $0.members.insert(thread) }
        Interleaving.join(self, as: 0, body)
        state.withLock { _ = $0.members.remove(thread) }
    }

    fileprivate func execute(_ work: @escaping @Sendable () -> Void) {
        let thread = ObjectIdentifier(Thread.current)
        let fromTheGap = state.withLock { state -> Bool in
            if state.members.contains(thread) { return true }
            state.timerMoved = true
            state.held.append(work)
            return false
        }
        if fromTheGap { worker.async { self.member(work) } } else { moved.signal() }
    }
}

/// ``Gap/queue``.
private struct GapQueue: Queue {
    let gap: Gap

    func execute(_ work: @escaping @Sendable () -> Void) { gap.execute(work) }
}
