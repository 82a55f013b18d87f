import AsyncBridges
import AsyncBridgesExercises
import AsyncBridgesSolutions
import Designs
import Dispatch
import LazyPromise
import Locking
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// Chapter 6's exercises, checked: `swift run workshop check 6`.
@Suite("chapter 6's exercises")
struct Exercises {
    @Test("exercise", arguments: [mapAsync, zipByAwaiting, awaitAll, withTimeout, lazyFromAsync])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let mapAsync = ExerciseCheck(
        "6.0", "mapAsync(_:)", chapter: "06-AsyncAwait", file: "MapAsync.swift",
        touch: { _ = ObserverFuture.Promise(value: 1).mapAsync { $0 } }, check: checkMapAsync)
    static let zipByAwaiting = ExerciseCheck(
        "6.1", "zipByAwaiting(_:)", chapter: "06-AsyncAwait", file: "ZipByAwaiting.swift",
        touch: { _ = ObserverFuture.Promise(value: 1).zipByAwaiting(ObserverFuture.Promise(value: 2)) }, check: checkZip
    )

    static let awaitAll = ExerciseCheck(
        "6.2", "awaitAll(_:)", chapter: "06-AsyncAwait", file: "AwaitAll.swift",
        touch: { _ = try? await AsyncBridgesExercises.awaitAll([ObserverFuture.Promise(value: 1)]) },
        check: checkAwaitAll)
    static let withTimeout = ExerciseCheck(
        "6.3", "withTimeout(_:_:)", chapter: "06-AsyncAwait", file: "WithTimeout.swift",
        touch: { _ = try? await AsyncBridgesExercises.withTimeout(.seconds(1)) { 1 } }, check: checkTimeout)
    static let lazyFromAsync = ExerciseCheck(
        "6.4", "lazyPromise(_:)", chapter: "06-AsyncAwait", file: "LazyFromAsync.swift",
        touch: { _ = AsyncBridgesExercises.lazyPromise { 1 } }, check: checkLazy)

    /// 6.0: a value mapped, once this promise is fulfilled, and a failure of either passed on,
    /// the transform not called for this promise's; then the functor laws and "a failure skips
    /// map", through the harness, in real time, since a `Task` makes each mapped promise.
    @Sendable static func checkMapAsync(solution: Bool) async -> [String] {
        typealias Promise = ObserverFuture.Promise
        let mapAsync: MapAsyncDesign.MapAsync
        if solution {
            mapAsync = { promise, transform in Solution.mapAsync(promise, transform) }
        } else {
            mapAsync = { promise, transform in promise.mapAsync(transform) }
        }
        var problems: [String] = []
        let calls = Collected<Int>()
        let timesTen: @Sendable (Int) async throws -> Int = { value in
            calls.append(value)
            guard value >= 0 else { throw LawError(code: 5) }
            return value * 10
        }
        let later = Promise<Int>()
        let cases: [(name: String, promise: Promise<Int>, expected: Delivery)] = [
            ("2", Promise(value: 2), .value(20)), ("a promise fulfilled later with 3", later, .value(30)),
            ("fail(#1)", Promise(error: LawError(code: 1)), .failure(LawError(code: 1))),
            ("-1, for which the transform throws #5", Promise(value: -1), .failure(LawError(code: 5))),
        ]
        let delivered = cases.map { _ in Collected<Delivery>() }
        for (index, (_, promise, _)) in cases.enumerated() {
            mapAsync(promise, timesTen).observe { delivered[index].append(Delivery($0)) }
        }
        later.resolve(value: 3)
        for (index, (name, _, expected)) in cases.enumerated() {
            let got = await delivered[index].wait(for: 1, within: .seconds(1))
            if got != [expected] {
                problems.append(
                    "mapAsync { $0 × 10, or throw #5 below 0 } of \(name) delivered \(got), not [\(expected)]")
            }
        }
        if Set(calls.values) != [2, 3, -1] || calls.values.count != 3 {
            problems.append(
                "the transform was called with \(calls.values), not with 2, 3 and -1 once each: once for each "
                    + "value, and never for a failure")
        }
        // The laws wait in real time, so they run only once the cases above pass: an answer
        // that never delivers is reported by those, in seconds.
        guard problems.isEmpty else { return problems }
        let design = MapAsyncDesign(name: solution ? "Solution.mapAsync" : "mapAsync", mapAsync: mapAsync)
        for law in Law<MapAsyncDesign>.functor + [.failureSkipsMap] {
            problems += await lawProblems(law, design, confirmingWithin: .seconds(1))
        }
        return problems
    }

    /// 6.1: both values; the failure chapter 3's `zip` delivers (this promise's, else the
    /// other's, even when the other fails first); a pair that waits for the slower promise;
    /// and laws through the harness: the pair against the same two promises by hand, and both
    /// settled at once on schedules.
    @Sendable static func checkZip(solution: Bool) async -> [String] {
        typealias Promise = ObserverFuture.Promise
        let zip: @Sendable (Promise<Int>, Promise<Int>) -> Promise<(Int, Int)>
        if solution {
            zip = { first, second in Solution.zipByAwaiting(first, second) }
        } else {
            zip = { first, second in first.zipByAwaiting(second) }
        }
        var problems: [String] = []
        // The other fails first, while this one is pending for 30 ms more: this one's failure
        // still wins, since the pair awaits this promise first.
        let (pending, failingLater) = (Promise<Int>(), Promise<Int>())
        let bothFail = zip(pending, Promise(error: LawError(code: 2)))
        let thenFulfils = zip(failingLater, Promise(error: LawError(code: 2)))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) {
            pending.reject(error: LawError(code: 1))
            failingLater.resolve(value: 1)
        }
        switch await waitFor(bothFail) {
        case .failure(let error as LawError) where error == LawError(code: 1): break
        case let other?:
            problems.append(
                "zip of a promise that rejects with #1 and one that had rejected with #2 before it delivered \(other), "
                    + "not failure #1: the pair awaits this promise first, as chapter 3's zip does")
        case nil: problems.append("zip of a promise that rejects with #1 and one rejected with #2 never delivered")
        }
        switch await waitFor(thenFulfils) {
        case .failure(let error as LawError) where error == LawError(code: 2): break
        case let other?:
            problems.append(
                "zip of a promise fulfilled with 1 and one that had rejected with #2 before it delivered \(other), not failure #2"
            )
        case nil: problems.append("zip of a promise fulfilled with 1 and one rejected with #2 never delivered")
        }
        let later = Promise<Int>()
        let pair = zip(Promise(value: 1), later)
        later.resolve(value: 2)
        switch await waitFor(pair) {
        case .success(let (a, b)) where a == 1 && b == 2: break
        case let other?: problems.append("zip of 1 and 2 delivered \(other), not (1, 2)")
        case nil: problems.append("zip of 1 and a promise resolved later with 2 never delivered")
        }
        switch await waitFor(zip(Promise(value: 1), Promise(error: LawError(code: 3)))) {
        case .failure(let error as LawError) where error == LawError(code: 3): break
        case let other?: problems.append("zip with a failing second promise delivered \(other), not its error")
        case nil: problems.append("zip with a failing second promise never delivered")
        }
        // The laws wait in real time (a Task delivers the pair), so they run only once the cases
        // above pass: an answer that never delivers is reported by those, in seconds.
        guard problems.isEmpty else { return problems }
        let design = ZipByAwaitingDesign(name: solution ? "Solution.zipByAwaiting" : "zipByAwaiting", zip: zip)
        for law in [Law<ZipByAwaitingDesign>.pairAsByHand, .settledAtOnce] {
            problems += await lawProblems(law, design, confirmingWithin: .seconds(1))
        }
        return problems
    }

    /// The promise's result, or nil if none comes within a second.
    static func waitFor(_ promise: ObserverFuture.Promise<(Int, Int)>) async -> Result<(Int, Int), any Error>? {
        let delivered = Collected<Result<(Int, Int), any Error>>()
        promise.observe { delivered.append($0) }
        return await delivered.wait(for: 1, within: .seconds(1)).first
    }

    /// 6.2: values in the array's order whatever the order of arrival, the first failure in that
    /// order, `[]` for none; every await with a deadline.
    @Sendable static func checkAwaitAll(solution: Bool) async -> [String] {
        typealias Promise = ObserverFuture.Promise
        let all: @Sendable ([Promise<Int>]) async throws -> [Int]
        if solution {
            all = { promises in try await Solution.awaitAll(promises) }
        } else {
            all = { promises in try await AsyncBridgesExercises.awaitAll(promises) }
        }
        var problems: [String] = []
        // Settled 30 ms apart, last to first, while the answer waits: an answer that gathers the
        // values as they arrive gets them in that order.
        let promises = (0..<3).map { _ in Promise<Int>() }
        let waiting = Task { try await all(promises) }
        for (index, promise) in promises.enumerated() {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30 * (2 - index))) {
                promise.resolve(value: index * 10)
            }
        }
        let inOrder = await ending(of: waiting, within: .seconds(5))
        if inOrder != "returned [0, 10, 20]" {
            problems.append("three promises resolved last to first: \(inOrder), not returned [0, 10, 20]")
        }
        let failing = [Promise(value: 1), Promise(error: LawError(code: 2)), Promise(error: LawError(code: 3))]
        let failure = await outcome(within: .seconds(5)) { try await all(failing) }
        if failure != "threw #2" { problems.append("[1, failure #2, failure #3]: \(failure), not threw #2") }
        // The last fails first, 30 ms before the second: the first failure in the array's order
        // is still the one thrown.
        let late = (0..<3).map { _ in Promise<Int>() }
        let lateFailure = Task { try await all(late) }
        let settles: [@Sendable () -> Void] = [
            { late[2].reject(error: LawError(code: 3)) }, { late[1].reject(error: LawError(code: 2)) },
            { late[0].resolve(value: 1) },
        ]
        for (index, settle) in settles.enumerated() {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30 * index), execute: settle)
        }
        let inArrayOrder = await outcome(within: .seconds(5)) { try await lateFailure.value }
        if inArrayOrder != "threw #2" {
            problems.append(
                "three promises, the third rejected with #3, then the second with #2, then the first fulfilled: "
                    + "\(inArrayOrder), not threw #2, the first failure in the array's order")
        }
        let none = await outcome(within: .seconds(5)) { try await all([]) }
        if none != "returned []" { problems.append("no promises: \(none), not returned []") }
        return problems
    }

    /// 6.3: a quick operation's value and error; a slow one timed out near the limit, and
    /// cancelled.
    @Sendable static func checkTimeout(solution: Bool) async -> [String] {
        let timeout: @Sendable (Duration, @escaping @Sendable () async throws -> Int) async throws -> Int
        if solution {
            timeout = { limit, operation in try await Solution.withTimeout(limit, operation) }
        } else {
            timeout = { limit, operation in try await AsyncBridgesExercises.withTimeout(limit, operation) }
        }
        var problems: [String] = []
        // A limit of a minute, waited for two seconds: an answer that returns only once its
        // timer has run out, because nothing stops the timer, is still running.
        let quick = await outcome(within: .seconds(2)) { try await timeout(.seconds(60)) { 5 } }
        if quick != "returned 5" {
            problems.append(
                "an operation returning 5 at once, with a limit of 60 s: \(quick), not returned 5"
                    + (quick.hasPrefix("still running") ? " (is the timer left running, and waited for?)" : ""))
        }
        let throwing = await outcome(within: .seconds(2)) {
            try await timeout(.seconds(60)) { throw LawError(code: 7) }
        }
        if throwing != "threw #7" {
            problems.append("an operation throwing #7 at once, with a limit of 60 s: \(throwing), not threw #7")
        }
        let cancelled = Collected<Bool>()
        let started = ContinuousClock.now
        // An operation that never ends unless it is cancelled: it waits on a settlement that no
        // one settles, and `outcome()` throws as soon as its task is cancelled.
        let never = Settlement<Int, Never>()
        let slow = await outcome(within: .seconds(5)) {
            try await timeout(.milliseconds(100)) {
                do {
                    return try await never.outcome().get()
                } catch {
                    cancelled.append(true)
                    throw error
                }
            }
        }
        let took = ContinuousClock.now - started
        if slow != "threw TimedOut()" {
            problems.append("an operation that never ends, with a limit of 100 ms: \(slow), not threw TimedOut()")
        } else if took > .seconds(3) {
            problems.append("an operation that never ends, with a limit of 100 ms, timed out only after \(took)")
        }
        if await cancelled.wait(for: 1, within: .seconds(3)).isEmpty {
            problems.append("the operation that timed out was not cancelled: it is still running")
        }
        return problems
    }

    /// 6.4: nothing before execute, once per execute, a value and a failure delivered.
    @Sendable static func checkLazy(solution: Bool) async -> [String] {
        let make: @Sendable (@escaping @Sendable () async throws -> Int) -> LazyPromise.Promise<Result<Int, any Error>>
        if solution {
            make = { operation in Solution.lazyPromise(operation) }
        } else {
            make = { operation in AsyncBridgesExercises.lazyPromise(operation) }
        }
        var problems: [String] = []
        let runs = Counter()
        let started = Collected<Bool>()
        let promise = make {
            runs.tick()
            started.append(true)
            return 4
        }
        // Waited for: the operation starting, which it must not do before execute().
        if !(await started.wait(for: 1, within: .milliseconds(200))).isEmpty {
            problems.append(
                "the operation ran \(runs.value == 1 ? "once" : "\(runs.value) times") before execute(), not 0")
        }
        for execution in 1...2 {
            let delivered = Collected<String>()
            promise.then { delivered.append("\($0)") }.execute()
            _ = await delivered.wait(for: 1, within: .seconds(2))
            // A second delivery is looked for a little longer: a completion owes one call.
            let got = await delivered.wait(for: 2, within: .milliseconds(100))
            if got != ["success(4)"] {
                problems.append("execution \(execution) delivered \(got), not [success(4)], once")
            }
        }
        if runs.value != 2 {
            let ran = runs.value == 1 ? "once" : "\(runs.value) times"
            problems.append("two executions ran the operation \(ran), not twice: each execution runs it again")
        }
        let failure = Collected<Bool>()
        make { throw LawError(code: 5) }.then { result in
            if case .failure(let error as LawError) = result, error == LawError(code: 5) {
                failure.append(true)
            } else {
                failure.append(false)
            }
        }.execute()
        if await failure.wait(for: 1, within: .seconds(2)) != [true] {
            problems.append("an operation throwing #5 did not deliver .failure(#5)")
        }
        return problems
    }
}

/// Chapter 3's promise with exercise 6.0's `mapAsync` as its `map`: every mapped promise is
/// made by a `Task`, on threads the harness does not own, so its laws wait in real time.
struct MapAsyncDesign: ErrorChannelDesign {
    typealias Box = ObserverFuture.Promise<Int>
    /// `mapAsync(_:)`, the learner's or the reference solution's.
    typealias MapAsync = @Sendable (Box, @escaping @Sendable (Int) async throws -> Int) -> Box
    let name: String
    let mapAsync: MapAsync
    private let chapter = ObserverFutureDesign()

    var promisesTiming: Bool { false }
    var usesVirtualTime: Bool { false }

    func make(_ source: PromiseSource) -> Box { chapter.make(source) }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        chapter.observe(promise, deliver)
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        mapAsync(promise) { transform($0) }
    }
    func pure(_ value: Int) -> Box { chapter.pure(value) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        chapter.flatMap(promise, transform)
    }
    func fail(_ error: LawError) -> Box { chapter.fail(error) }
}

/// Chapter 3's promise with exercise 6.1's `zipByAwaiting` as its `zip`: every pair is made by a
/// `Task`, on threads the harness does not own, so its laws wait for the pair in real time.
struct ZipByAwaitingDesign: ResolvableDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    var guarantees: Guarantees { .chapters }
    typealias Box = ObserverFuture.Promise<Int>
    let name: String
    let zip: @Sendable (Box, Box) -> ObserverFuture.Promise<(Int, Int)>
    private let chapter = ObserverFutureDesign()

    var promisesTiming: Bool { false }
    var usesVirtualTime: Bool { false }

    func make(_ source: PromiseSource) -> Box { chapter.make(source) }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        chapter.observe(promise, deliver)
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box { chapter.map(promise, transform) }
    func pure(_ value: Int) -> Box { chapter.pure(value) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        chapter.flatMap(promise, transform)
    }
    func fail(_ error: LawError) -> Box { chapter.fail(error) }
    func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) { chapter.pending() }

    /// The pair, as one number: `combined([a, b])`.
    func zipped(_ first: Box, _ second: Box) -> Box { zip(first, second).map { combined([$0.0, $0.1]) } }
}

extension SidePromise where Design == ZipByAwaitingDesign {
    /// The exercise's pair, as one number: ``ZipByAwaitingDesign/zipped(_:_:)``.
    func zipped(_ other: SidePromise) -> SidePromise { SidePromise(side.design.zipped(box, other.box), on: side) }
}

extension Side where Design == ZipByAwaitingDesign {
    /// Observes a pair that a `Task` settles, off the side's clock, and wakes the side's
    /// simulation once it has delivered: a simulation waiting for a delivery from off its clock
    /// otherwise sleeps until its deadline, and each case would take that long.
    func observeTask(_ promise: SidePromise<Design>) {
        observe(promise, then: { after(0, on: .a) {} })
    }
}

extension Law where Design == ZipByAwaitingDesign {
    /// The pair against the same two promises by hand, as chapter 3's `zip` does it: this
    /// promise's failure, or once it is fulfilled, the other's value or failure.
    static var pairAsByHand: Law {
        Law(
            family: "Exercise 6.1", name: "zipByAwaiting delivers the pair, or chapter 3's zip's failure",
            equation:
                "fa.zipByAwaiting(fb) ≡ fa's failure; else, once fa is fulfilled, fb's failure, or both values, by hand",
            Given.promise("fa"), Given.promise("fb"),
            lhs: { s, fa, fb in s.observeTask(s.promise(fa).zipped(s.promise(fb))) },
            rhs: { s, fa, fb in
                // Both start at once; the pair is decided in fa's order, once: fa's failure, or
                // once fa is fulfilled, fb's outcome.
                typealias Outcome = Result<Int, LawError>
                let outcomes = Locked<(first: Outcome?, second: Outcome?, done: Bool)>((nil, nil, false))
                let decide: @Sendable (inout (first: Outcome?, second: Outcome?, done: Bool)) -> Delivery? = { state in
                    guard !state.done, let first = state.first else { return nil }
                    let delivery: Delivery
                    switch (first, state.second) {
                    case (.failure(let error), _): delivery = .failure(error)
                    case (.success(let a), .success(let b)?): delivery = .value(combined([a, b]))
                    case (.success, .failure(let error)?): delivery = .failure(error)
                    case (.success, nil): return nil
                    }
                    state.done = true
                    return delivery
                }
                s.source(fa).start { result in
                    let delivery = outcomes.withLock { state in
                        state.first = result
                        return decide(&state)
                    }
                    if let delivery { s.deliver(delivery) }
                }
                s.source(fb).start { result in
                    let delivery = outcomes.withLock { state in
                        state.second = result
                        return decide(&state)
                    }
                    if let delivery { s.deliver(delivery) }
                }
            })
    }

    /// Both promises settled at once, from two threads, on a schedule: the pair, once, or the
    /// failure chapter 3's `zip` delivers.
    static var settledAtOnce: Law {
        Law(
            family: "Exercise 6.1", name: "zipByAwaiting: both settled at once deliver once",
            equation:
                "fa.zipByAwaiting(fb), settle fa(x) and fb(y) at once on schedule s ≡ (x, y), or x's failure, else y's, once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (first, second) = (s.pending(), s.pending())
                s.observeTask(first.promise.zipped(second.promise))
                s.settleAtOnce(on: schedule, [("fa", first.settle, x), ("fb", second.settle, y)])
            },
            rhs: { s, x, y, _ in
                s.deliver(Delivery(x.result.flatMap { a in y.result.map { b in combined([a, b]) } }))
            })
    }
}
