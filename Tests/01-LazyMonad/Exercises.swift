import Designs
import Foundation
import LazyPromise
import LazyPromiseExercises
import LazyPromiseSolutions
import Locking
import PromiseLaws
import TestSupport
import Testing

/// Chapter 1's exercises, checked: `swift test --filter LazyPromiseTests --skip Book`.
@Suite("chapter 1's exercises")
struct Exercises {
    @Test("exercise", arguments: [tap, memoized, stackSafeChain, bindSuccess])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let tap = ExerciseCheck(
        "1.0", "tap(_:)", chapter: "01-LazyMonad", file: "Tap.swift",
        touch: { _ = Promise(value: 1).tap { _ in } }, check: checkTap)
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

    /// 1.0: the body sees the value, which goes on unchanged, and only once the chain is
    /// executed, again on each execution; then a law for what it does and one for laziness.
    @Sendable static func checkTap(solution: Bool) async -> [String] {
        let tap: TapFunction
        if solution {
            tap = { promise, body in Solution.tap(promise, body) }
        } else {
            tap = { promise, body in promise.tap(body) }
        }
        var problems: [String] = []
        let seen = Collected<Int>()
        let delivered = Collected<Int>()
        let chain = tap(Promise(value: 41).then { $0 + 1 }) { seen.append($0) }.then { $0 * 2 }
        if !seen.values.isEmpty {
            problems.append(
                "tap called its body with \(seen.values) before anything executed the chain; it must wait for an "
                    + "execution")
        }
        chain.then { delivered.append($0) }.execute()
        chain.then { delivered.append($0) }.execute()
        let values = await delivered.wait(for: 2, within: .seconds(2))
        if seen.values != [42, 42] || values != [84, 84] {
            problems.append(
                "41 → then +1 → tap → then ×2, executed twice, called the body with \(seen.values) and delivered "
                    + "\(values), not [42, 42] and [84, 84]")
        }
        for law in [Law<LazyMonadDesign>.tapCallsItsBody(tap), .tapIsLazy(tap)] {
            problems += await lawProblems(law, LazyMonadDesign())
        }
        return problems
    }

    /// 1.1: nothing runs before the first execution; the task runs once for every execution,
    /// racing ones included (on the harness's schedules, which step in at a `Locked`); it is
    /// still a functor; and executions on real threads, for the thread sanitizer.
    @Sendable static func checkMemoized(solution: Bool) async -> [String] {
        let memoize: @Sendable (Promise<Int>) -> Promise<Int> = solution ? Solution.memoized : { $0.memoized() }
        var problems: [String] = []
        // memoized() itself runs nothing: the task waits for the first execution.
        let early = Counter()
        _ = memoize(
            Promise { done in
                early.tick()
                done(1)
            })
        if early.value != 0 {
            problems.append(
                "memoized() ran the task \(times(early.value)) before anything executed it; it must wait for the first execution"
            )
        }
        let design = MemoizedDesign(memoize: memoize)
        for law in [Law<MemoizedDesign>.memoizedRunsOnce] + Law<MemoizedDesign>.functor {
            problems += await lawProblems(law, design)
        }
        problems += await lawProblems(.racingExecutions, design, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        // Four threads, four executions each, while the task completes on another.
        guard problems.isEmpty else { return problems }
        let runs = Counter()
        let delivered = Collected<Int>()
        let once = memoize(
            Promise { done in
                runs.tick()
                DispatchQueue.global().async { done(7) }
            })
        await onRacingThreads(16, threads: 4) { _ in once.then { delivered.append($0) }.execute() }
        let all = await delivered.wait(for: 16, within: .seconds(2))
        if runs.value != 1 || all != Array(repeating: 7, count: 16) {
            problems.append(
                "sixteen executions from four threads (real ones) ran the task \(times(runs.value)) and were handed "
                    + "\(all.count) values, not once and 7 sixteen times")
        }
        return problems
    }

    /// 1.2: steps in order, each once; a loop, not a frame per step (measured on a thousand,
    /// so that a recursive answer is reported instead of crashing); a million on an 8 MB stack.
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
        if await result.wait(for: 1, within: .seconds(2)) != [22] {
            problems.append("1 → then ×10 → bind +1 → then ×2 delivered \(result.values), not [22]")
        }
        if order.values != ["then 1", "bind 10", "then 11"] { problems.append("the steps ran as \(order.values)") }
        // A thousand thens: the last must run no deeper in the stack than the first. A frame
        // per step is reported here, before a million of them overflow the stack and crash.
        let probe = 1_000
        let depths = Collected<Int>()
        let measured = await onThread(within: .seconds(10)) {
            let step = Chain<Int>.Step.then { value in
                if value == 0 || value == probe - 1 { depths.append(stackAddress()) }
                return value + 1
            }
            execute(Chain(Promise(value: 0), steps: Array(repeating: step, count: probe))) { _ in }
        }
        let addresses = depths.values
        guard measured, addresses.count == 2 else {
            problems.append("a chain of 1,000 thens did not run each step once and finish within 10 s")
            return problems
        }
        let deeper = abs(addresses[1] - addresses[0])
        if deeper > 32 << 10 {
            let perStep = deeper / (probe - 1)
            problems.append(
                "the 1,000th then ran \(deeper >> 10) KB deeper in the stack than the first, about \(perStep) bytes a "
                    + "step: each step adds a stack frame, so 1,000,000 steps would need about "
                    + "\((perStep * 1_000_000) >> 20) MB, and a thread has 8; run the thens in a loop")
            return problems
        }
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

    /// 1.3: the monad, error and laziness laws, with `bindSuccess` as `flatMap`.
    @Sendable static func checkBindSuccess(solution: Bool) async -> [String] {
        let design = ResultInsideDesign(solution: solution)
        var problems: [String] = []
        typealias Laws = Law<ResultInsideDesign>
        for law in Laws.monad + Laws.errors + Laws.lazy {
            problems += await lawProblems(law, design)
        }
        return problems
    }
}

/// `3 times`, `once`, `never`.
func times(_ count: Int) -> String {
    switch count {
    case 0: "never"
    case 1: "once"
    default: "\(count) times"
    }
}

/// The address of a local variable of this call: how deep in its thread's stack it runs.
@inline(never) func stackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}

/// The completions a task was handed, kept until a law's thread completes them: each is
/// taken once, so no task is completed twice.
final class Completions: Sendable {
    private let waiting = Locked<[@Sendable (Int) -> Void]>([], schedulePoints: false)

    /// Keeps a task's completion.
    func add(_ completion: @escaping @Sendable (Int) -> Void) { waiting.withLock { $0.append(completion) } }

    /// The first completion not yet taken, if any.
    func takeFirst() -> (@Sendable (Int) -> Void)? {
        waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Every completion not yet taken.
    func takeAll() -> [@Sendable (Int) -> Void] {
        waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
    }
}

/// `tap(_:)`, the learner's or the reference solution's.
typealias TapFunction = @Sendable (Promise<Int>, @escaping @Sendable (Int) -> Void) -> Promise<Int>

extension Law where Design == LazyMonadDesign {
    /// `tap` calls its body with the value, once, before the next step, which is handed the
    /// same value: the same as a `then` that does both by hand.
    static func tapCallsItsBody(_ tap: @escaping TapFunction) -> Law {
        Law(
            family: "Exercise 1.0", name: "tap calls its body with the value, then goes on with it",
            equation: "fa.tap(b).then(f) ≡ fa.then { x in b(x); return f(x) }",
            Given.promise("fa"), Given.function("b"), Given.function("f"),
            lhs: { s, fa, b, f in
                let b = s.function(b)
                s.observe(s.design.map(tap(s.promise(fa).box) { _ = b($0) }, s.function(f)))
            },
            rhs: { s, fa, b, f in
                let (b, f) = (s.function(b), s.function(f))
                s.observe(
                    s.promise(fa).map { x in
                        _ = b(x)
                        return f(x)
                    })
            })
    }

    /// Building a tapped chain runs nothing; executing it twice runs all of it twice, the body
    /// included, as two chains built alike by hand would.
    static func tapIsLazy(_ tap: @escaping TapFunction) -> Law {
        Law(
            family: "Laziness", name: "tap runs nothing until execute, and all of it on each execution",
            equation:
                "let c = fa.tap(b); log execute; execute c, then c ≡ log execute; execute fa.then { x in b(x); return x }, then another built alike",
            Given.promise("fa"), Given.function("b"),
            lhs: { s, fa, b in
                let b = s.function(b)
                let chain = tap(s.promise(fa).box) { _ = b($0) }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(chain, then: { s.observe(chain) })
            },
            rhs: { s, fa, b in
                let b = s.function(b)
                let build: @Sendable () -> SidePromise<LazyMonadDesign> = {
                    s.promise(fa).map { x in
                        _ = b(x)
                        return x
                    }
                }
                s.log.record("execute")
                s.expectObservers(2)
                s.observe(build(), then: { s.observe(build()) })
            })
    }
}

extension Law where Design == MemoizedDesign {
    /// Executions before, during and after the one run of the task: the task starts at the
    /// first execution, not when `memoized()` is called, and every execution gets its value.
    static var memoizedRunsOnce: Law {
        Law(
            family: "Exercise 1.1", name: "the task runs once, from the first execution",
            equation:
                "m = memoized(fa); log execute; execute m, again while it runs, and again once it delivered ≡ log execute; fa once, each execution delivered its value",
            Given.promise("fa"),
            lhs: { s, fa in
                let memoized = s.promise(fa)
                s.log.record("execute")
                s.expectObservers(3)
                s.observe(memoized, as: 0, then: { s.observe(memoized, as: 2) })
                s.observe(memoized, as: 1)
            },
            rhs: { s, fa in
                s.log.record("execute")
                s.expectObservers(3)
                s.source(fa).start { result in
                    for observer in 0..<3 { s.deliver(Delivery(result), to: observer) }
                }
            }
        ).timed()
    }

    /// Two executions at once while the task completes, on a schedule: one run of the task,
    /// and both executions handed its value. An answer that checks "started?" and sets it in
    /// two locked blocks runs the task twice on some schedule; one that checks for the value
    /// and adds a waiting execution in two blocks loses that execution.
    static var racingExecutions: Law {
        Law(
            family: "Exercise 1.1", name: "racing executions share one run of the task",
            equation:
                "m = memoized(task); execute m twice at once while the task completes with x, on schedule s ≡ task() once, each execution delivered x",
            Given.value("x"), Given.schedule("s"),
            lhs: { s, x, schedule in
                let completions = Completions()
                let memoized = s.design.memoize(
                    Promise { done in
                        s.called("task")
                        completions.add(done)
                    })
                s.expectObservers(2)
                s.race(
                    on: schedule,
                    [
                        ("execute #0", { s.observe(memoized, as: 0) }),
                        ("execute #1", { s.observe(memoized, as: 1) }),
                        ("the task completes with \(x)", { completions.takeFirst()?(x) }),
                    ])
                // A task still running (started after the third thread looked) completes now.
                for completion in completions.takeAll() { completion(x) }
            },
            rhs: { s, x, _ in
                s.called("task")
                for observer in 0..<2 { s.deliver(.value(x), to: observer) }
            })
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
