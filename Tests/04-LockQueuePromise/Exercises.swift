import Designs
import Dispatch
import LockQueuePromise
import LockQueuePromiseExercises
import LockQueuePromiseSolutions
import PromiseLaws
import TestSupport
import Testing

/// Chapter 4's exercises, checked: `swift test --filter LockQueuePromiseTests --skip Book`.
@Suite("chapter 4's exercises")
struct Exercises {
    @Test("exercise", arguments: [recover, timeout, zip])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    typealias P = Promise<Int, LawError>
    typealias Laws = Law<ExerciseDesign>

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

    /// What `laws` report for the exercise's operations on an immediate queue and on the
    /// harness's callbacks queue, where every closure must run.
    static func problems(_ laws: [Laws], solution: Bool) async -> [String] {
        var problems: [String] = []
        for design in [ExerciseDesign.immediate(solution: solution), .dispatch(solution: solution)] {
            for law in laws { problems += await lawProblems(law, design) }
        }
        return problems
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
        let both = await delivered.wait(for: 2, within: .seconds(5))
        if both != [.value(11), .value(7)] {
            problems.append(
                "recover { P(value: $0.code + 10) } on fail(#1) and on 7 delivered \(both), not [11, 7]")
        }
        return problems + (await Self.problems(Laws.recovery + [.recoverRunsOnItsQueue], solution: solution))
    }

    /// 4.2: a promise that never settles times out, not before its time; one that settles
    /// passes through; the first of the two wins.
    @Sendable static func checkTimeout(solution: Bool) async -> [String] {
        let design = ExerciseDesign.immediate(solution: solution)
        var problems: [String] = []
        let delivered = Collected<(Delivery, Duration)>()
        let began = ContinuousClock.now
        let never = P.pending().promise
        design.observe(design.timeout(never, after: .milliseconds(50)) { LawError(code: 9) }) {
            delivered.append(($0, .now - began))
        }
        let timedOut = await delivered.wait(for: 1, within: .seconds(5))
        if timedOut.map(\.0) != [.failure(LawError(code: 9))] {
            problems.append(
                "a promise that never settles, with a timeout of 50 ms, delivered \(timedOut.map(\.0)), not [failure #9]"
            )
        } else if timedOut[0].1 < .milliseconds(50) {
            problems.append("a timeout of 50 ms fired after \(timedOut[0].1), too early")
        }
        let laws: [Laws] = [.timeoutThatDoesNotFire, .neverSettledTimesOut, .lateSettleIsIgnored]
        return problems + (await Self.problems(laws, solution: solution))
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
        let combined = await delivered.wait(for: 1, within: .seconds(5))
        if combined != [.value(7)] {
            problems.append("zip of 10 (settled later) and 3, combined with -, delivered \(combined), not [7]")
        }
        let laws: [Laws] = [.zipCombinesBoth, .failureOnTheLeftRejects, .failureOnTheRightRejects, .racingSettles]
        return problems + (await Self.problems(laws, solution: solution))
    }
}

/// Chapter 4's design with the exercises' operations: the learner's, or the reference solutions'.
struct ExerciseDesign: RecoveringDesign, ResolvableDesign, QueueDesign {
    typealias Box = Promise<Int, LawError>
    let base: LockQueuePromiseDesign
    /// Whether the reference solutions are checked, rather than the learner's code.
    let solution: Bool

    static func immediate(solution: Bool) -> ExerciseDesign { ExerciseDesign(base: .immediate, solution: solution) }
    static func dispatch(solution: Bool) -> ExerciseDesign { ExerciseDesign(base: .dispatch, solution: solution) }

    var name: String { base.name + (solution ? ", reference solutions" : "") }
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

extension Law where Design == ExerciseDesign {
    /// `recover` calls its closure on the queue it is given, once, and only for a failure.
    static var recoverRunsOnItsQueue: Law {
        Law(
            family: "Exercise 4.1", name: "recover runs r on its queue",
            equation: "fa.recover(on: q, r) ≡ observe fa on q, then r(#n) on q for a failure",
            Given.promise("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { d, run, fa, r in
                let r = run.kleisli(d, r, "r")
                let recovered = d.recover(run.promise(d, fa, "fa")) { error in
                    run.called("r", error.code)
                    return r(error.code)
                }
                run.observe(d, recovered)
            },
            rhs: { d, run, fa, r in
                let r = run.kleisli(d, r, "r")
                d.observe(run.promise(d, fa, "fa")) { outcome in
                    guard case .failure(let error) = outcome else { return run.deliver(outcome) }
                    run.expectCall("r", error.code)
                    d.observe(r(error.code)) { run.deliver($0) }
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
                where: { $0.outcome != .never }, delay: \.delay),
            Given.error("e"),
            lhs: { d, run, fa, e in
                let timed = d.timeout(run.promise(d, fa, "fa"), after: .seconds(10)) {
                    run.called("error")
                    return e
                }
                run.observe(d, timed)
            },
            rhs: { d, run, fa, _ in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// A promise that never settles rejects with the timeout's error, made once, on the queue.
    static var neverSettledTimesOut: Law {
        Law(
            family: "Exercise 4.2", name: "a promise that never settles times out",
            equation: "never.timeout(after: t ms, error: e) ≡ error() on the queue, then fail(e)",
            milliseconds("t", in: 0...20), Given.error("e"),
            lhs: { d, run, t, e in
                let timed = d.timeout(d.pending().promise, after: .milliseconds(t)) {
                    run.called("error")
                    return e
                }
                run.observe(d, timed)
            },
            rhs: { d, run, _, e in
                run.expectCall("error")
                run.observe(d, d.fail(e))
            })
    }

    /// Whichever comes first wins: a promise settled after its timeout still delivers the
    /// timeout's error, and only that.
    static var lateSettleIsIgnored: Law {
        Law(
            family: "Exercise 4.2", name: "a settle after the timeout is ignored",
            equation: "p.timeout(after: t ms, error: e), t + 50 ms later on laws.b settle(x) ≡ fail(e)",
            milliseconds("t", in: 0...10), Given.outcome("x"), Given.error("e"),
            lhs: { d, run, t, x, e in
                let (p, settle) = d.pending()
                let timed = d.timeout(p, after: .milliseconds(t)) {
                    run.called("error")
                    return e
                }
                run.observe(d, timed)
                LawQueue.b.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(t + 50)) {
                    switch x.outcome {
                    case .succeed(let value): settle(.success(value))
                    case .fail(let error): settle(.failure(error))
                    case .never: break
                    }
                }
            },
            rhs: { d, run, _, _, e in
                run.expectCall("error")
                run.observe(d, d.fail(e))
            })
    }

    /// Two values, whenever they arrive, are combined once, on the queue, in order.
    static var zipCombinesBoth: Law {
        Law(
            family: "Exercise 4.3", name: "zip combines both values once",
            equation: "fa.zip(fb, -) ≡ observe fa, observe fb, then combine(a, b) on the queue, a - b",
            Given.succeeding("fa"), Given.succeeding("fb"),
            lhs: { d, run, fa, fb in
                let zipped = d.zip(run.promise(d, fa, "fa"), run.promise(d, fb, "fb")) { a, b in
                    run.called("combine", "\(a), \(b)")
                    return a &- b
                }
                run.observe(d, zipped)
            },
            rhs: { d, run, fa, fb in
                let (first, second) = (run.promise(d, fa, "fa"), run.promise(d, fb, "fb"))
                d.observe(first) { a in
                    d.observe(second) { b in
                        guard case .value(let a) = a, case .value(let b) = b else { return }
                        run.expectCall("combine", "\(a), \(b)")
                        run.deliver(.value(a &- b))
                    }
                }
            })
    }

    /// A failure on the left rejects at once, whether the right ever settles or not.
    static var failureOnTheLeftRejects: Law {
        Law(
            family: "Exercise 4.3", name: "a failure on the left rejects",
            equation: "fe.zip(fb, -) ≡ fe, when fb does not fail", Given.failing("fe"), Given.succeeding("fb"),
            lhs: { d, run, fe, fb in
                let zipped = d.zip(run.promise(d, fe, "fe"), run.promise(d, fb, "fb")) { a, b in
                    run.called("combine", "\(a), \(b)")
                    return a &- b
                }
                run.observe(d, zipped)
            },
            rhs: { d, run, fe, fb in
                let failing = run.promise(d, fe, "fe")
                _ = run.promise(d, fb, "fb")
                run.observe(d, failing)
            })
    }

    /// A failure on the right rejects at once, whether the left ever settles or not.
    static var failureOnTheRightRejects: Law {
        Law(
            family: "Exercise 4.3", name: "a failure on the right rejects",
            equation: "fa.zip(fe, -) ≡ fe, when fa does not fail", Given.succeeding("fa"), Given.failing("fe"),
            lhs: { d, run, fa, fe in
                let zipped = d.zip(run.promise(d, fa, "fa"), run.promise(d, fe, "fe")) { a, b in
                    run.called("combine", "\(a), \(b)")
                    return a &- b
                }
                run.observe(d, zipped)
            },
            rhs: { d, run, fa, fe in
                _ = run.promise(d, fa, "fa")
                run.observe(d, run.promise(d, fe, "fe"))
            })
    }

    /// Fifty pairs of promises, the two halves of each settled at once from two threads: each
    /// zip delivers its pair's combination, once. A check-then-act without a lock loses one, or
    /// combines twice, now and then; the thread sanitizer (`swift test --sanitize=thread`)
    /// reports its race every time.
    static var racingSettles: Law {
        Law(
            family: "Exercise 4.3", name: "racing settles are each combined once",
            equation: "50 × p.zip(q, -), p settle(x) and q settle(y) from racing threads ≡ each delivers x - y once",
            Given.value("x"), Given.value("y"),
            lhs: { d, run, x, y in
                let pairs = (0..<50).map { _ in (d.pending(), d.pending()) }
                run.expectObservers(pairs.count)
                for (p, q) in pairs { run.observe(d, d.zip(p.promise, q.promise) { $0 &- $1 }) }
                // Two threads walk the pairs side by side, one settling the left halves and
                // one the right, so that the two halves of a pair settle at about the same time.
                LawQueue.concurrent.dispatchQueue.async {
                    DispatchQueue.concurrentPerform(iterations: 2) { side in
                        for (p, q) in pairs { side == 0 ? p.settle(.success(x)) : q.settle(.success(y)) }
                    }
                }
            },
            rhs: { _, run, x, y in
                for observer in 0..<50 { run.deliver(.value(x &- y), to: observer) }
            })
    }

    /// A number of milliseconds from `range`, which the law's deadline waits for.
    private static func milliseconds(_ name: String, in range: ClosedRange<Int>) -> Input<Int> {
        Input(
            name, note: "(milliseconds)", generate: { _ in Gen.int(in: range) }, where: { range.contains($0) },
            delay: { $0 })
    }
}
