import Designs
import Dispatch
import EnsureAsync
import EnsureAsyncExercises
import EnsureAsyncSolutions
import LockQueuePromise
import Locking
import PromiseLaws
import TestSupport
import Testing

/// Chapter 5's exercises, checked: `swift test --filter EnsureAsyncTests --skip Book`.
@Suite("chapter 5's exercises")
struct Exercises {
    @Test("exercise", arguments: [recoverFrom, ensureAsyncAgain, retry, ensureThen])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    typealias P = Promise<Int, LawError>
    typealias Laws = Law<EnsureAsyncDesign>

    static let recoverFrom = ExerciseCheck(
        "5.0", "recover(on:from:with:)", chapter: "05-EnsureAsync", file: "RecoverFrom.swift",
        touch: { _ = P(value: 1).recover(on: ImmediateQueue(), from: LawError(code: 1), with: 0) },
        check: checkRecoverFrom)
    static let ensureAsyncAgain = ExerciseCheck(
        "5.1", "ensureAsyncAgain(on:_:)", chapter: "05-EnsureAsync", file: "EnsureAsyncAgain.swift",
        touch: { _ = P(value: 1).ensureAsyncAgain(on: ImmediateQueue()) { P(value: 0) } },
        check: checkEnsureAsyncAgain)
    static let retry = ExerciseCheck(
        "5.2", "retry(times:on:_:)", chapter: "05-EnsureAsync", file: "Retry.swift",
        touch: { _ = P.retry(times: 0, on: ImmediateQueue()) { P(value: 1) } }, check: checkRetry)
    static let ensureThen = ExerciseCheck(
        "5.3", "ensureThen(on:_:)", chapter: "05-EnsureAsync", file: "EnsureThen.swift",
        touch: { _ = P(value: 1).ensureThen(on: ImmediateQueue()) { Promise(value: ()) } }, check: checkEnsureThen)

    /// The chapter's design with `underTest` as its `ensureAsync`: on an immediate queue, and
    /// on the harness's callbacks queue, where every callback must run.
    static func designs(_ name: String, _ underTest: @escaping EnsureAsyncDesign.UnderTest) -> [EnsureAsyncDesign] {
        [
            EnsureAsyncDesign(name: name, underTest: underTest),
            EnsureAsyncDesign(name: name + " on a Dispatch queue", base: .dispatch, underTest: underTest),
        ]
    }

    /// What `laws` report for each of `designs`.
    static func problems(_ laws: [Laws], _ designs: [EnsureAsyncDesign]) async -> [String] {
        var problems: [String] = []
        for design in designs {
            for law in laws { problems += await lawProblems(law, design) }
        }
        return problems
    }

    /// What is wrong with `design`'s cleanup on the rows of the table it should follow, and
    /// whether the chain waits for the body's promise.
    static func tableProblems(_ rows: [Case], _ design: EnsureAsyncDesign) -> [String] {
        var problems: [String] = []
        for row in rows {
            let (delivered, bodyRuns) = CaseTests.run(row, design)
            if bodyRuns != 1 {
                problems.append("when \(row.testDescription), the body ran \(bodyRuns) times, not once")
            }
            if delivered != [row.expected] {
                let got = delivered.map(Delivery.init)
                problems.append(
                    "when \(row.testDescription), the chain delivered \(got), not [\(Delivery(row.expected))]")
            }
        }
        let waits = CaseTests.downstreamWaits(design)
        if waits.beforeCleanup != 0 { problems.append("the chain went on before the body's promise had settled") }
        if waits.afterCleanup != 1 {
            problems.append("once the body's promise settled, the chain went on \(waits.afterCleanup) times, not once")
        }
        return problems
    }

    /// 5.0: the error asked about recovered, another error and a value passed on; then two
    /// laws of its own, on both queues.
    @Sendable static func checkRecoverFrom(solution: Bool) async -> [String] {
        let recover: RecoverFromFunction
        if solution {
            recover = { promise, queue, error, value in Solution.recover(promise, on: queue, from: error, with: value) }
        } else {
            recover = { promise, queue, error, value in promise.recover(on: queue, from: error, with: value) }
        }
        var problems: [String] = []
        let cases: [(name: String, promise: P, expected: Delivery)] = [
            ("fail(#1)", P(error: LawError(code: 1)), .value(0)),
            ("fail(#2)", P(error: LawError(code: 2)), .failure(LawError(code: 2))), ("7", P(value: 7), .value(7)),
        ]
        for (name, promise, expected) in cases {
            let delivered = Collected<Delivery>()
            recover(promise, ImmediateQueue(), LawError(code: 1), 0).observe(
                on: ImmediateQueue(), fulfilled: { delivered.append(.value($0)) },
                rejected: { delivered.append(.failure($0)) })
            let got = await delivered.wait(for: 1, within: .seconds(2))
            if got != [expected] {
                problems.append("recover(from: #1, with: 0) of \(name) delivered \(got), not [\(expected)]")
            }
        }
        let designs = designs("recover(from:with:)", { promise, queue, body in promise.ensureAsync(on: queue, body) })
        return problems
            + (await Self.problems([.recoverFromTheError(recover), .recoverFromOnlyThatError(recover)], designs))
    }

    /// 5.1: the four cases, and the chapter's own ensureAsync laws, with this one under test.
    @Sendable static func checkEnsureAsyncAgain(solution: Bool) async -> [String] {
        let underTest: EnsureAsyncDesign.UnderTest
        if solution {
            underTest = { promise, queue, body in Solution.ensureAsyncAgain(promise, on: queue, body) }
        } else {
            underTest = { promise, queue, body in promise.ensureAsyncAgain(on: queue, body) }
        }
        let designs = designs("ensureAsyncAgain", underTest)
        return tableProblems(Case.all, designs[0])
            + (await problems([.cleanupThatDoesNothing, .bodyRunsOnceAndIsAwaited], designs))
    }

    /// 5.2: a few tries by hand, then its laws: the first value or the last failure, every
    /// call on the queue.
    @Sendable static func checkRetry(solution: Bool) async -> [String] {
        let retry: RetryFunction
        if solution {
            retry = { times, queue, operation in Solution.retry(times: times, on: queue, operation) }
        } else {
            retry = { times, queue, operation in P.retry(times: times, on: queue, operation) }
        }
        var problems: [String] = []
        // Fails twice, then 42: two retries reach the value, one does not.
        for (times, expected) in [(2, Delivery.value(42)), (1, .failure(LawError(code: 2)))] {
            let calls = Counter()
            let delivered = Collected<Delivery>()
            let flaky: @Sendable () -> P = {
                calls.tick()
                return calls.value < 3 ? P(error: LawError(code: calls.value)) : P(value: 42)
            }
            retry(times, ImmediateQueue(), flaky).observe(
                on: ImmediateQueue(), fulfilled: { delivered.append(.value($0)) },
                rejected: { delivered.append(.failure($0)) })
            let got = await delivered.wait(for: 1, within: .seconds(5))
            if got != [expected] || calls.value != times + 1 {
                let made = calls.value == 1 ? "1 call" : "\(calls.value) calls"
                problems.append(
                    "retry(times: \(times)) of an operation that fails twice, then delivers 42, delivered \(got) "
                        + "after \(made), not [\(expected)] after \(times + 1) calls")
            }
        }
        let designs = designs("retry", { promise, queue, body in promise.ensureAsync(on: queue, body) })
        return problems + (await Self.problems([.retryOnceIsTheOperation(retry), .retryKeepsTrying(retry)], designs))
    }

    /// 5.3: two rows of the table, and the chapter's laws for a cleanup, with this one under
    /// test through an adapter that turns the harness's body into one that cannot fail.
    @Sendable static func checkEnsureThen(solution: Bool) async -> [String] {
        let underTest: EnsureAsyncDesign.UnderTest
        if solution {
            underTest = { promise, queue, body in Solution.ensureThen(promise, on: queue) { settled(body()) } }
        } else {
            underTest = { promise, queue, body in promise.ensureThen(on: queue) { settled(body()) } }
        }
        let designs = designs("ensureThen", underTest)
        let rows = [
            Case(promiseFails: false, bodyFails: false, expected: .success(1)),
            Case(promiseFails: true, bodyFails: false, expected: .failure(LawError(code: 1))),
        ]
        return tableProblems(rows, designs[0])
            + (await problems([.cleanupThatDoesNothing, .cleanupThatCannotFail], designs))
    }

    /// A promise that fulfils when `promise` settles, either way: a cleanup that cannot fail.
    static func settled(_ promise: P) -> Promise<Void, Never> {
        let (settled, future) = Promise<Void, Never>.pending()
        promise.observe(
            on: ImmediateQueue(), fulfilled: { _ in future.fulfill(()) }, rejected: { _ in future.fulfill(()) })
        return settled
    }
}

/// `retry(times:on:_:)`, the learner's or the reference solution's.
typealias RetryFunction = @Sendable (Int, any Queue, @escaping @Sendable () -> Exercises.P) -> Exercises.P

/// `recover(on:from:with:)`, the learner's or the reference solution's.
typealias RecoverFromFunction = @Sendable (Exercises.P, any Queue, LawError, Int) -> Exercises.P

extension Law where Design == EnsureAsyncDesign {
    /// The error asked about becomes the value: `fail(e).recover(from: e, with: v) ≡ pure(v)`.
    static func recoverFromTheError(_ recover: @escaping RecoverFromFunction) -> Law {
        Law(
            family: "Exercise 5.0", name: "recover(from: e, with: v) turns the failure e into v",
            equation: "fail(e).recover(on: q, from: e, with: v) ≡ pure(v)",
            Given.error("e"), Given.value("v"),
            lhs: { s, e, v in s.observe(recover(s.fail(e).box, s.design.queue, e, v)) },
            rhs: { s, _, v in s.observe(s.pure(v)) })
    }

    /// The oracle: a value passes on, and so does any failure but `e`, against the same
    /// promise by hand. Most generated failures are not `e`, so this is the law that sees an
    /// answer that recovers from every error.
    static func recoverFromOnlyThatError(_ recover: @escaping RecoverFromFunction) -> Law {
        Law(
            family: "Exercise 5.0", name: "recover(from: e, with: v) passes a value and every other failure on",
            equation: "fa.recover(on: q, from: e, with: v) ≡ fa, then v for the failure e, by hand",
            Given.promise("fa"), Given.error("e"), Given.value("v"),
            lhs: { s, fa, e, v in s.observe(recover(s.promise(fa).box, s.design.queue, e, v)) },
            rhs: { s, fa, e, v in
                s.source(fa).start { result in
                    switch result {
                    case .failure(let error) where error == e: s.deliver(.value(v))
                    default: s.deliver(Delivery(result))
                    }
                }
            })
    }

    /// No retries is one call: `retry(times: 0)` is the operation's promise, called on the queue.
    static func retryOnceIsTheOperation(_ retry: @escaping RetryFunction) -> Law {
        Law(
            family: "Exercise 5.2", name: "no retries is one call",
            equation: "retry(times: 0) { fa } ≡ operation() on the queue, then fa",
            Given.promise("fa"),
            lhs: { s, fa in
                let retried = retry(0, s.design.queue) {
                    s.called("operation")
                    return s.promise(fa).box
                }
                s.observe(retried)
            },
            rhs: { s, fa in
                s.expectCall("operation")
                s.observe(s.promise(fa))
            })
    }

    /// Try `k(0)`, then `k(1)` after a failure, up to `k(n)`: the first value ends it, and the
    /// last failure is delivered. Compared with doing exactly that by hand.
    static func retryKeepsTrying(_ retry: @escaping RetryFunction) -> Law {
        Law(
            family: "Exercise 5.2", name: "the first value, or the last failure",
            equation: "retry(times: n) { k(i) for the i-th call } ≡ k(0), k(1) after a failure, …, k(n), by hand",
            Given.kleisli("k", note: "(x is the call's number, from 0)"), Given.count("n", in: 0...3),
            lhs: { s, k, n in
                let k = s.kleisli(k)
                let calls = Locked(0)
                let retried = retry(n, s.design.queue) {
                    let call = calls.withLock { count in
                        defer { count += 1 }
                        return count
                    }
                    s.called("operation", call)
                    return k(call).box
                }
                s.observe(retried)
            },
            rhs: { s, k, n in tryByHand(s, s.kleisli(k), call: 0, last: n) })
    }

    /// Call `call` of the reference side: the operation, on the queue, and what follows its outcome.
    private static func tryByHand(
        _ s: Side<EnsureAsyncDesign>, _ k: @escaping @Sendable (Int) -> SidePromise<EnsureAsyncDesign>, call: Int,
        last: Int
    ) {
        s.expectCall("operation", call)
        s.design.observe(k(call).box) { delivery in
            if case .failure = delivery, call < last {
                tryByHand(s, k, call: call + 1, last: last)
            } else {
                s.deliver(delivery)
            }
        }
    }

    /// A cleanup that cannot fail runs once, after `fa`, is waited for, and leaves `fa`'s
    /// outcome as it was. The generated body's failure stands for a cleanup that ends.
    static var cleanupThatCannotFail: Law {
        Law(
            family: "Exercise 5.3", name: "a cleanup that cannot fail runs once, is waited for, and changes nothing",
            equation: "fa.ensureThen { k(0) } ≡ observe fa, then k(0), then fa's outcome",
            Given.promise("fa"), Given.kleisli("k", note: "(a failure ends the cleanup like a value)"),
            lhs: { s, fa, k in
                let body = s.kleisli(k)
                s.observe(
                    s.promise(fa).cleanup {
                        s.called("body")
                        return body(0)
                    })
            },
            rhs: { s, fa, k in
                let body = s.kleisli(k)
                s.design.observe(s.promise(fa).box) { outcome in
                    s.expectCall("body")
                    s.design.observe(body(0).box) { _ in s.deliver(outcome) }
                }
            })
    }
}
