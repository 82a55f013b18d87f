import Foundation
import LazyPromise
import LazyPromiseExercises
import LazyPromiseSolutions
import PromiseLaws
import TestSupport
import Testing

/// Chapter 1's exercises, checked: `swift test --filter LazyPromiseTests --skip Book`.
@Suite("chapter 1's exercises")
struct Exercises {
    @Test("exercise", arguments: [memoized, stackSafeChain, bindSuccess])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let memoized = ExerciseCheck(
        "1.1", "memoized()", chapter: "01-LazyMonad", file: "Memoized.swift",
        touch: { _ = Promise(value: 1).memoized() }, check: checkMemoized)
    static let stackSafeChain = ExerciseCheck(
        "1.2", "a stack-safe Chain", chapter: "01-LazyMonad", file: "StackSafeChain.swift",
        touch: { Chain(Promise(value: 1)).execute { _ in } }, check: checkChain)
    static let bindSuccess = ExerciseCheck(
        "1.3", "bindSuccess", chapter: "01-LazyMonad", file: "BindSuccess.swift",
        touch: { _ = Promise(value: Result<Int, LawError>.success(1)).bindSuccess { Promise(value: .success($0)) } },
        check: checkBindSuccess)

    /// 1.1: the task runs once, every execution gets its value, and it is still a functor.
    @Sendable static func checkMemoized(solution: Bool) async -> [String] {
        let memoize: @Sendable (Promise<Int>) -> Promise<Int> = solution ? Solution.memoized : { $0.memoized() }
        var problems: [String] = []
        // The task runs once, however many executions, before or after the value arrives.
        let runs = Counter()
        let delivered = Collected<Int>()
        let once = memoize(
            Promise { done in
                runs.tick()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { done(runs.value) }
            })
        once.then { delivered.append($0) }.execute()
        once.then { delivered.append($0) }.execute()  // while the task is still running
        let early = await delivered.wait(for: 2, within: .seconds(5))
        once.then { delivered.append($0) }.execute()  // after the value arrived
        let all = await delivered.wait(for: 3, within: .seconds(5))
        if runs.value != 1 { problems.append("three executions ran the task \(runs.value) times; it should run once") }
        if early != [1, 1] { problems.append("two executions during the first run delivered \(early), not [1, 1]") }
        if all.count != 3 || Set(all) != [1] { problems.append("three executions delivered \(all), not [1, 1, 1]") }
        // Memoised, it is still a functor: map changes the value and nothing else.
        for law in Law<MemoizedDesign>.functor {
            problems += await lawProblems(law, MemoizedDesign(memoize: memoize))
        }
        return problems
    }

    /// 1.2: steps in order, each once; a million of them on an 8 MB stack.
    @Sendable static func checkChain(solution: Bool) async -> [String] {
        let execute: @Sendable (Chain<Int>, @escaping @Sendable (Int) -> Void) -> Void
        if solution {
            execute = { chain, completion in Solution.execute(chain, completion) }
        } else {
            execute = { chain, completion in chain.execute(completion) }
        }
        var problems: [String] = []
        // Steps run in order, synchronous and asynchronous ones mixed, each once.
        let order = Collected<String>()
        let mixed = Chain(Promise(value: 1))
            .then {
                order.append("then \($0)")
                return $0 * 10
            }
            .bind { x in
                Promise { done in
                    DispatchQueue.global().async {
                        order.append("bind \(x)")
                        done(x + 1)
                    }
                }
            }
            .then {
                order.append("then \($0)")
                return $0 * 2
            }
        let result = Collected<Int>()
        execute(mixed) { result.append($0) }
        if await result.wait(for: 1) != [22] {
            problems.append("1 → then ×10 → bind +1 → then ×2 delivered \(result.values), not [22]")
        }
        if order.values != ["then 1", "bind 10", "then 11"] { problems.append("the steps ran as \(order.values)") }
        // A million synchronous steps on an 8 MB stack, and freed afterwards.
        let deep = Collected<Int>()
        let finished = await onThread(within: .seconds(60)) {
            // Built in one go: a million `then`s, each copying the array, would take a while.
            let plusOne = Chain<Int>.Step.then { $0 + 1 }
            execute(Chain(Promise(value: 0), steps: Array(repeating: plusOne, count: 1_000_000))) { deep.append($0) }
        }
        if !finished { problems.append("a chain of 1,000,000 thens did not finish on an 8 MB stack") }
        if deep.values != [1_000_000] {
            problems.append("a chain of 1,000,000 thens delivered \(deep.values), not [1000000]")
        }
        return problems
    }

    /// 1.3: the monad and error laws, with `bindSuccess` as `flatMap`.
    @Sendable static func checkBindSuccess(solution: Bool) async -> [String] {
        let design = ResultInsideDesign(solution: solution)
        var problems: [String] = []
        for law in Law<ResultInsideDesign>.monad + Law<ResultInsideDesign>.errors {
            problems += await lawProblems(law, design)
        }
        return problems
    }
}

/// Chapter 1's promise with every generated task memoised.
struct MemoizedDesign: MonadDesign {
    let name = "memoized()"
    let memoize: @Sendable (Promise<Int>) -> Promise<Int>

    func make(_ source: PromiseSource) -> Promise<Int> { memoize(Promise { done in source.startValue(done) }) }
    func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.then { deliver(.value($0)) }.execute()
    }
    func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        promise.then(transform)
    }
    func pure(_ value: Int) -> Promise<Int> { Promise(value: value) }
    func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> {
        promise.bind(transform)
    }
}

/// A promise of a `Result`, chapter 1's way: failures travel inside the value, and
/// `bindSuccess` is the `flatMap` under test.
struct ResultInsideDesign: ErrorChannelDesign, LazyDesign {
    typealias Box = Promise<Result<Int, LawError>>
    let name = "bindSuccess"
    let solution: Bool

    func make(_ source: PromiseSource) -> Box { Promise { done in source.start(done) } }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.then { deliver(Delivery($0)) }.execute()
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        promise.then { $0.map(transform) }
    }
    func pure(_ value: Int) -> Box { Promise(value: .success(value)) }
    func fail(_ error: LawError) -> Box { Promise(value: .failure(error)) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        solution ? Solution.bindSuccess(promise, transform) : promise.bindSuccess(transform)
    }
}
