import Designs
import Foundation
import Locking
import PromiseLaws
import ResultPromise
import ResultPromiseExercises
import ResultPromiseSolutions
import TestSupport
import Testing
import TourKit

/// Chapter 2's exercises, checked: `swift test --filter ResultPromiseTests --skip Book`.
@Suite("chapter 2's exercises")
struct Exercises {
    @Test("exercise", arguments: [filter, recover, zip, retry])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let filter = ExerciseCheck(
        "2.0", "filter(_:orFail:)", chapter: "02-ResultChaining", file: "Filter.swift",
        touch: { _ = Promise<Int, LawError>(value: 1).filter({ _ in true }, orFail: LawError(code: 1)) },
        check: checkFilter)
    static let recover = ExerciseCheck(
        "2.1", "recover", chapter: "02-ResultChaining", file: "ResultRecover.swift",
        touch: { _ = Promise<Int, LawError>(value: 1).recover { _ in Promise(value: 2) } }, check: checkRecover)
    static let zip = ExerciseCheck(
        "2.2", "zip, both at once", chapter: "02-ResultChaining", file: "ResultZip.swift",
        touch: { _ = Promise<Int, LawError>(value: 1).zip(Promise<Int, LawError>(value: 2)) }, check: checkZip)
    static let retry = ExerciseCheck(
        "2.3", "retry(times:)", chapter: "02-ResultChaining", file: "ResultRetry.swift",
        touch: { _ = Promise<Int, LawError>(value: 1).retry(times: 1) }, check: checkRetry)

    /// 2.0: a value kept, a value turned into the failure, a failure passed on without asking
    /// the test; then a law for all three and one for laziness, through the harness.
    @Sendable static func checkFilter(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "filter", solution: solution)
        var problems: [String] = []
        let asked = Collected<Int>()
        let isEven: @Sendable (Int) -> Bool = { value in
            asked.append(value)
            return value.isMultiple(of: 2)
        }
        let cases: [(name: String, promise: Promise<Int, LawError>, expected: Delivery)] = [
            ("4", Promise(value: 4), .value(4)), ("3", Promise(value: 3), .failure(LawError(code: 9))),
            ("fail(#1)", Promise(error: LawError(code: 1)), .failure(LawError(code: 1))),
        ]
        for (name, promise, expected) in cases {
            let delivered = Collected<Delivery>()
            design.filter(promise, isEven, orFail: LawError(code: 9)).run { delivered.append(Delivery($0)) }
            let got = await delivered.wait(for: 1, within: .seconds(2))
            if got != [expected] {
                problems.append("filter({ $0 is even }, orFail: #9) of \(name) delivered \(got), not [\(expected)]")
            }
        }
        if asked.values != [4, 3] {
            problems.append(
                "the test was asked about \(asked.values), not [4, 3]: once for each value, and never for a failure")
        }
        for law in [Law<ExercisedDesign>.filterDelivers, .filterIsLazy] {
            problems += await lawProblems(law, design)
        }
        return problems
    }

    /// 2.1: the recovery laws and laziness, through the harness; and the pipeline falls back.
    @Sendable static func checkRecover(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "recover", solution: solution)
        var problems: [String] = []
        for law in Law<ExercisedDesign>.recovery + [.recoverIsLazy] {
            problems += await lawProblems(law, design)
        }
        // The pipeline falls back when the server fails, and never when it answers.
        let host = FixtureHost(delay: .milliseconds(1))
        let handed = Collected<LookupError>()
        let fallBack: @Sendable (LookupError) -> Promise<String, LookupError> = { error in
            handed.append(error)
            return Promise(value: "someone")
        }
        let pipeline = ITunes.artistName(id: "909253", genre: "Rock", session: host.session)
        let fellBack = design.recover(pipeline, fallBack)
        let answered = await outcome(of: fellBack)
        if answered != .success("Harbor Lanterns") {
            problems.append("a lookup that succeeds, recovered, delivered \(describe(answered)), not Harbor Lanterns")
        }
        host.inject(.status(503), onPath: "/lookup")
        let failed = await outcome(of: fellBack)
        if failed != .success("someone") {
            problems.append("a lookup answered HTTP 503, recovered, delivered \(describe(failed)), not someone")
        }
        if handed.values != [.httpStatus(503)] {
            problems.append("recover's function was handed \(handed.values), not [the server answered HTTP 503] once")
        }
        return problems
    }

    /// 2.2: a law for the pair and one for laziness, through the harness; both lookups in flight at once.
    @Sendable static func checkZip(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "zip", solution: solution)
        var problems: [String] = []
        // Both operations start when the pair runs, before either has finished.
        let started = Collected<String>()
        let finish = Locked<[@Sendable () -> Void]>([])
        let first = Promise<Int, LawError> { done in
            started.append("first")
            finish.withLock { $0.append { done(.success(1)) } }
        }
        let second = Promise<Int, LawError> { done in
            started.append("second")
            finish.withLock { $0.append { done(.success(2)) } }
        }
        let pair = Collected<String>()
        design.zip(first, second).run { result in pair.append(describe(result.map { "\($0.0), \($0.1)" })) }
        if started.values != ["first", "second"] {
            problems.append("running the pair, before either operation finished, started \(started.values)")
        }
        // The second to be started finishes first: the pair keeps its order all the same.
        for complete in finish.withLock({ $0 }).reversed() { complete() }
        if await pair.wait(for: 1, within: .seconds(2)) != ["1, 2"] {
            problems.append("zip of 1 and 2, finishing in reverse, delivered \(pair.values), not [1, 2]")
        }
        // Two lookups from the fixture host, in flight together.
        let host = FixtureHost(delay: .milliseconds(200))
        let rock = ITunes.artistName(id: "909253", genre: "Rock", session: host.session)
        let pop = ITunes.artistName(id: "312015", genre: "Pop", session: host.session)
        let names = await outcome(of: design.zip(rock, pop).then { pair in "\(pair.0), \(pair.1)" })
        if names != .success("Harbor Lanterns, Velvet Orbit") {
            problems.append("two lookups zipped delivered \(describe(names)), not Harbor Lanterns, Velvet Orbit")
        }
        if host.peakConcurrentRequests != 2 {
            problems.append("two lookups zipped had at most \(host.peakConcurrentRequests) in flight at once, not 2")
        }
        for law in [Law<ExercisedDesign>.zipDelivers, .zipIsLazy] {
            problems += await lawProblems(law, design)
        }
        problems += await lawProblems(.zipCompletesAtOnce, design, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        guard problems.isEmpty else { return problems }
        let pairs = (0..<200).map { _ in (Completions(), Completions()) }
        let delivered = Collected<String>()
        for (first, second) in pairs {
            let zipped = design.zip(
                Promise<Int, LawError> { first.add($0) }, Promise<Int, LawError> { second.add($0) })
            zipped.run { result in delivered.append(describe(result.map { "\($0.0), \($0.1)" })) }
        }
        await onRacingThreads(pairs.count * 2) { index in
            let (first, second) = pairs[index / 2]
            if index % 2 == 0 { first.complete(.success(1)) } else { second.complete(.success(2)) }
        }
        let raced = await delivered.wait(for: pairs.count, within: .seconds(2))
        if raced.count != pairs.count || Set(raced) != ["1, 2"] {
            problems.append(
                "200 pairs whose two operations completed on racing threads (real ones) delivered \(raced.count) "
                    + "times, not 200 times 1, 2")
        }
        return problems
    }

    /// 2.3: a law for the tries and one for laziness, through the harness; a server that
    /// answers on the third try.
    @Sendable static func checkRetry(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "retry", solution: solution)
        var problems: [String] = []
        let host = FixtureHost(delay: .milliseconds(1))
        let lookUp = ITunes.artistName(id: "909253", genre: "Rock", session: host.session)
        // The first request is answered 503, the second 500 (the fault injected last is used first).
        let twoFailures = {
            host.inject(.status(500), onPath: "/lookup", times: 1)
            host.inject(.status(503), onPath: "/lookup", times: 1)
        }
        twoFailures()
        let third = await outcome(of: design.retry(lookUp, times: 2))
        if third != .success("Harbor Lanterns") || host.requestCount != 3 {
            problems.append(
                "a lookup that fails twice, retried twice, sent \(host.requestCount) requests and delivered "
                    + "\(describe(third)), not 3 and Harbor Lanterns")
        }
        host.resetCounts()
        twoFailures()
        let second = await outcome(of: design.retry(lookUp, times: 1))
        if second != .failure(.httpStatus(500)) || host.requestCount != 2 {
            problems.append(
                "a lookup answered HTTP 503, then 500, retried once, sent \(host.requestCount) requests and delivered "
                    + "\(describe(second)), not 2 and the last failure, the server answered HTTP 500")
        }
        // Each run of the retried promise has every retry again.
        host.resetCounts()
        host.inject(.status(503), onPath: "/lookup")
        let retried = design.retry(lookUp, times: 2)
        _ = await outcome(of: retried)
        _ = await outcome(of: retried)
        if host.requestCount != 6 {
            problems.append(
                "a lookup that always fails, retried twice and run twice, sent \(host.requestCount) requests, not 6")
        }
        for law in [Law<ExercisedDesign>.retryDeliversTheLast, .retryIsLazy] {
            problems += await lawProblems(law, design)
        }
        return problems
    }

    /// What `promise` delivers when it runs, or `nil` if nothing comes within two seconds.
    static func outcome(of promise: Promise<String, LookupError>) async -> Result<String, LookupError>? {
        let delivered = Collected<Result<String, LookupError>>()
        promise.run { delivered.append($0) }
        return await delivered.wait(for: 1, within: .seconds(2)).first
    }

    /// `Harbor Lanterns`, `the server answered HTTP 503`, or `nothing`.
    static func describe<Failure>(_ result: Result<String, Failure>?) -> String {
        switch result {
        case .success(let value): value
        case .failure(let error): "\(error)"
        case nil: "nothing"
        }
    }
}

/// Chapter 2's design with the exercises' operations: the learner's, or the reference
/// solutions' when `solution` is true. `recover` makes it a ``RecoveringDesign``.
struct ExercisedDesign: RecoveringDesign, LazyDesign {
    typealias Box = Promise<Int, LawError>
    let name: String
    let solution: Bool
    private let chapter = ResultChainingDesign()

    init(name: String, solution: Bool) {
        self.name = solution ? "Solution.\(name)" : name
        self.solution = solution
    }

    func make(_ source: PromiseSource) -> Box { chapter.make(source) }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        chapter.observe(promise, deliver)
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box { chapter.map(promise, transform) }
    func pure(_ value: Int) -> Box { chapter.pure(value) }
    func fail(_ error: LawError) -> Box { chapter.fail(error) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        chapter.flatMap(promise, transform)
    }

    /// The exercise's `recover`, for any value and error: for the laws, and for the pipeline.
    func recover<T, E>(_ promise: Promise<T, E>, _ transform: @escaping @Sendable (E) -> Promise<T, E>) -> Promise<
        T, E
    > {
        solution ? Solution.recover(promise, transform) : promise.recover(transform)
    }

    /// The exercise's `filter(_:orFail:)`.
    func filter<T, E>(_ promise: Promise<T, E>, _ isIncluded: @escaping @Sendable (T) -> Bool, orFail error: E)
        -> Promise<T, E>
    {
        solution ? Solution.filter(promise, isIncluded, orFail: error) : promise.filter(isIncluded, orFail: error)
    }

    /// The exercise's `zip`.
    func zip<T, U, E>(_ first: Promise<T, E>, _ second: Promise<U, E>) -> Promise<(T, U), E> {
        solution ? Solution.zip(first, second) : first.zip(second)
    }

    /// The exercise's `retry(times:)`.
    func retry<T, E>(_ promise: Promise<T, E>, times: Int) -> Promise<T, E> {
        solution ? Solution.retry(promise, times: times) : promise.retry(times: times)
    }
}

extension SidePromise where Design == ExercisedDesign {
    /// The exercise's `filter(_:orFail:)`: ``ExercisedDesign/filter(_:_:orFail:)``.
    func filter(_ isIncluded: @escaping @Sendable (Int) -> Bool, orFail error: LawError) -> SidePromise {
        SidePromise(side.design.filter(box, isIncluded, orFail: error), on: side)
    }

    /// The exercise's `retry(times:)`: ``ExercisedDesign/retry(_:times:)``.
    func retry(times: Int) -> SidePromise { SidePromise(side.design.retry(box, times: times), on: side) }
}

extension Law where Design == ExercisedDesign {
    /// The oracle for `filter`: a value kept if the test passes, the error in its place if not,
    /// and a failure passed on without asking the test. The test is "f of the value is even",
    /// so that each time it is asked shows in the effects as a call of `f`.
    static var filterDelivers: Law {
        Law(
            family: "Exercise 2.0",
            name: "filter keeps a passing value, fails any other value, and passes a failure on",
            equation: "fa.filter({ f($0) is even }, orFail: e) ≡ fa, then x if f(x) is even, else e, by hand",
            Given.promise("fa"), Given.function("f"), Given.error("e"),
            lhs: { s, fa, f, e in
                let f = s.function(f)
                s.observe(s.promise(fa).filter({ f($0).isMultiple(of: 2) }, orFail: e))
            },
            rhs: { s, fa, f, e in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x):
                        s.expectCall(f, x)
                        s.deliver(f(x).isMultiple(of: 2) ? .value(x) : .failure(e))
                    case .failure(let error):
                        s.deliver(.failure(error))
                    }
                }
            }
        ).timed()
    }

    /// Building a filtered chain runs nothing; running it twice runs all of it twice.
    static var filterIsLazy: Law {
        Law(
            family: "Laziness", name: "filter runs nothing until run, and all of it on each run",
            equation:
                "let c = fa.filter({ f($0) is even }, orFail: e); log execute; run c, then c ≡ log execute; run two built alike",
            Given.promise("fa"), Given.function("f"), Given.error("e"),
            lhs: { s, fa, f, e in
                let f = s.function(f)
                let chain = s.promise(fa).filter({ f($0).isMultiple(of: 2) }, orFail: e)
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(chain, then: { s.observe(chain) })
            },
            rhs: { s, fa, f, e in
                let f = s.function(f)
                let build: @Sendable () -> SidePromise<ExercisedDesign> = {
                    s.promise(fa).filter({ f($0).isMultiple(of: 2) }, orFail: e)
                }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(build(), then: { s.observe(build()) })
            })
    }

    /// Building a recovered chain runs nothing; running it twice runs all of it twice.
    static var recoverIsLazy: Law {
        Law(
            family: "Laziness", name: "recover runs nothing until run, and all of it on each run",
            equation: "let c = fa.recover(r); log execute; run c, then c ≡ log execute; run two built alike",
            Given.promise("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { s, fa, r in
                let r = s.kleisli(r)
                let chain = s.promise(fa).recover { r($0.code) }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(chain, then: { s.observe(chain) })
            },
            rhs: { s, fa, r in
                let r = s.kleisli(r)
                let build: @Sendable () -> SidePromise<ExercisedDesign> = { s.promise(fa).recover { r($0.code) } }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(build(), then: { s.observe(build()) })
            })
    }

    /// The oracle for `zip`: both started at once, the pair once both are in, or the first failure; once.
    static var zipDelivers: Law {
        Law(
            family: "Zip", name: "zip runs both at once and delivers the pair, or the first failure, once",
            equation: "fs[0].zip(fs[1]).then(combined) ≡ both started at once; combined values, or the first failure",
            Given.staggered("fs", count: 2...2),
            lhs: { s, fs in
                s.observe(zipped(s, fs))
            },
            rhs: { s, fs in s.deliverAll(fs) }
        ).timed()
    }

    /// Building a pair runs nothing; running it twice runs both operations twice.
    static var zipIsLazy: Law {
        Law(
            family: "Laziness", name: "zip runs nothing until run, and both on each run",
            equation:
                "let c = fs[0].zip(fs[1]).then(combined); log execute; run c, then c ≡ log execute; run two built alike",
            Given.staggered("fs", count: 2...2),
            lhs: { s, fs in
                let pair = zipped(s, fs)
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(pair, then: { s.observe(pair) })
            },
            rhs: { s, fs in
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(zipped(s, fs), then: { s.observe(zipped(s, fs)) })
            })
    }

    /// The oracle for `retry`: the operation runs again after each failure, `n` times at most,
    /// and each try fails its own way, so the failure delivered must be the last try's.
    static var retryDeliversTheLast: Law {
        Law(
            family: "Retry",
            name: "retry runs the operation until it succeeds, n + 1 times at most, and hands on the last outcome",
            equation:
                "op.retry(times: n), try i of op running tries[i] ≡ try 0, and the next after each failure, n more at most, by hand; the last outcome",
            Given.tries("tries", count: 1...4), retries,
            lhs: { s, tries, n in s.observe(s.design.retry(Promise(s.operation(tries, "try")), times: n)) },
            rhs: { s, tries, n in s.deliverRetried(tries, "try", retries: n) }
        ).timed()
    }

    /// Both operations of a running pair complete at once, from two threads, on a schedule
    /// that switches where the meeting point takes its `Locked`: the pair is delivered once.
    /// A meeting point that stores a value in one locked block and looks for the other in
    /// another delivers twice, or never, on some schedule.
    static var zipCompletesAtOnce: Law {
        Law(
            family: "Zip", name: "both operations completing at once deliver once",
            equation:
                "run fa.zip(fb); fa completes with x and fb with y at once, on schedule s ≡ (x, y), or the failure (either, when both fail: shown as 0), once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (first, second) = (Completions(), Completions())
                s.design.zip(Promise { first.add($0) }, Promise { second.add($0) }).run { result in
                    s.deliver(AtOnce(x, y).judged(Delivery(result.map { combined([$0.0, $0.1]) })))
                }
                s.race(
                    on: schedule,
                    [
                        ("fa completes with \(x)", { first.complete(x.result) }),
                        ("fb completes with \(y)", { second.complete(y.result) }),
                    ])
            },
            rhs: { s, x, y, _ in s.deliver(AtOnce(x, y).expected) })
    }

    /// Building a retried promise runs nothing; each run has every retry again.
    static var retryIsLazy: Law {
        Law(
            family: "Laziness", name: "retry runs nothing until run, and every try on each run",
            equation: "let c = fa.retry(times: n); log execute; run c, then c ≡ log execute; run two built alike",
            Given.promise("fa"), retries,
            lhs: { s, fa, n in
                let retried = s.promise(fa).retry(times: n)
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(retried, then: { s.observe(retried) })
            },
            rhs: { s, fa, n in
                let build: @Sendable () -> SidePromise<ExercisedDesign> = { s.promise(fa).retry(times: n) }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(build(), then: { s.observe(build()) })
            })
    }

    /// The two promises of `fs` zipped, the pair as one number (``combined(_:)``), for the harness to compare.
    private static func zipped(_ s: Side<ExercisedDesign>, _ fs: Named<Staggered>) -> Promise<Int, LawError> {
        let promises = s.promises(fs)
        return s.design.zip(promises[0], promises[1]).then { pair in combined([pair.0, pair.1]) }
    }

    /// How many retries: 0 to 3.
    private static var retries: Input<Int> {
        Input("n", generate: { _ in Gen.int(in: 0...3) }, where: { (0...3).contains($0) })
    }

}

/// The completion an operation was handed, kept until a check completes it, once.
final class Completions: Sendable {
    private let waiting = Locked<[@Sendable (Result<Int, LawError>) -> Void]>([], schedulePoints: false)

    /// Keeps an operation's completion.
    func add(_ completion: @escaping @Sendable (Result<Int, LawError>) -> Void) {
        waiting.withLock { $0.append(completion) }
    }

    /// Completes every operation waiting with `result`.
    func complete(_ result: Result<Int, LawError>) {
        let waiting = waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
        for completion in waiting { completion(result) }
    }
}
