import AsyncBridges
import AsyncBridgesExercises
import AsyncBridgesSolutions
import LazyPromise
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// Chapter 6's exercises, checked: `swift run workshop check 6`.
@Suite("chapter 6's exercises")
struct Exercises {
    @Test("exercise", arguments: [zipByAwaiting, awaitAll, withTimeout, lazyFromAsync])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

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

    /// 6.1: both values, the first failure, and a pair that waits for the slower promise.
    @Sendable static func checkZip(solution: Bool) async -> [String] {
        typealias Promise = ObserverFuture.Promise
        let zip: @Sendable (Promise<Int>, Promise<Int>) -> Promise<(Int, Int)>
        if solution {
            zip = { first, second in Solution.zipByAwaiting(first, second) }
        } else {
            zip = { first, second in first.zipByAwaiting(second) }
        }
        var problems: [String] = []
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
        let promises = (0..<3).map { _ in Promise<Int>() }
        let waiting = Task { try await all(promises) }
        for (index, promise) in promises.enumerated().reversed() { promise.resolve(value: index * 10) }
        let inOrder = await ending(of: waiting, within: .seconds(5))
        if inOrder != "returned [0, 10, 20]" {
            problems.append("three promises resolved last to first: \(inOrder), not returned [0, 10, 20]")
        }
        let failing = [Promise(value: 1), Promise(error: LawError(code: 2)), Promise(error: LawError(code: 3))]
        let failure = await outcome(within: .seconds(5)) { try await all(failing) }
        if failure != "threw #2" { problems.append("[1, failure #2, failure #3]: \(failure), not threw #2") }
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
        let quick = await outcome(within: .seconds(5)) { try await timeout(.seconds(5)) { 5 } }
        if quick != "returned 5" { problems.append("an operation returning 5 at once: \(quick), not returned 5") }
        let throwing = await outcome(within: .seconds(5)) {
            try await timeout(.seconds(5)) { throw LawError(code: 7) }
        }
        if throwing != "threw #7" { problems.append("an operation throwing #7 at once: \(throwing), not threw #7") }
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
        let promise = make {
            runs.tick()
            return 4
        }
        await Task.yield()
        if runs.value != 0 { problems.append("the operation ran \(runs.value) times before execute(), not 0") }
        for execution in 1...2 {
            let delivered = Collected<String>()
            promise.then { delivered.append("\($0)") }.execute()
            let got = await delivered.wait(for: 1, within: .seconds(2))
            if got != ["success(4)"] { problems.append("execution \(execution) delivered \(got), not [success(4)]") }
        }
        if runs.value != 2 { problems.append("two executions ran the operation \(runs.value) times, not 2") }
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
