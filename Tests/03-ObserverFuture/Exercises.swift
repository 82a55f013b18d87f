import Designs
import Foundation
import Locking
import ObserverFuture
import ObserverFutureExercises
import ObserverFutureSolutions
import PromiseLaws
import TestSupport
import Testing

/// Chapter 3's exercises, checked: `swift test --filter ObserverFutureTests --skip Book`.
@Suite("chapter 3's exercises")
struct Exercises {
    @Test("exercise", arguments: [mapError, all, zipFailingFast, future, race, schedule])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let mapError = ExerciseCheck(
        "3.0", "mapError(_:)", chapter: "03-ObserverFuture", file: "MapError.swift",
        touch: { _ = Promise<Int>(value: 1).mapError { $0 } }, check: checkMapError)
    static let all = ExerciseCheck(
        "3.1", "Promise.all", chapter: "03-ObserverFuture", file: "All.swift",
        touch: { _ = Promise.all([Promise(value: 1)]) }, check: checkAll)
    static let zipFailingFast = ExerciseCheck(
        "3.2", "zipFailingFast", chapter: "03-ObserverFuture", file: "ZipFailingFast.swift",
        touch: { _ = Promise(value: 1).zipFailingFast(Promise(value: 2)) }, check: checkZipFailingFast)
    static let future = ExerciseCheck(
        "3.3", "a read-only Future", chapter: "03-ObserverFuture", file: "Future.swift",
        touch: { _ = Promise(value: 1).future.then { Promise(value: $0).future } }, check: checkFuture)
    static let race = ExerciseCheck(
        "3.4", "Promise.race", chapter: "03-ObserverFuture", file: "Race.swift",
        touch: { _ = Promise.race([Promise(value: 1)]) }, check: checkRace)

    static let schedule = ExerciseCheck(
        "3.7", "be the scheduler", chapter: "03-ObserverFuture", file: "ScheduleCallsTwice.swift",
        touch: { _ = scheduleThatCallsTwice }, check: checkSchedule)

    /// 3.7: the learner's schedule, replayed on the post's promise locked property by
    /// property: done when the callback is called twice.
    @Sendable static func checkSchedule(solution: Bool) async -> [String] {
        let text = solution ? Solution.scheduleThatCallsTwice : scheduleThatCallsTwice
        let promise = PostPromiseLockedPerProperty()
        let calls = Locked(0, schedulePoints: false)
        return ScheduleExercise.replay(
            text, wanted: 2, of: "the callback",
            [
                ("settle(1)", { promise.resolve(value: 1) }),
                ("observe", { promise.observe { _ in calls.withLock { $0 += 1 } } }),
            ], count: { calls.withLock { $0 } })
    }

    /// 3.0: a rejection mapped, a value passed on without calling the transform, a rejection
    /// that comes later mapped too; then the error-mapping laws, through the harness.
    @Sendable static func checkMapError(solution: Bool) async -> [String] {
        let design = MapErrorDesign(solution: solution)
        var problems: [String] = []
        let calls = Collected<LawError>()
        let plusTen: @Sendable (LawError) -> LawError = { error in
            calls.append(error)
            return LawError(code: error.code + 10)
        }
        let later = Promise<Int>()
        let cases: [(name: String, promise: Promise<Int>, expected: Delivery)] = [
            ("fail(#1)", Promise(error: LawError(code: 1)), .failure(LawError(code: 11))),
            ("7", Promise(value: 7), .value(7)),
            ("a promise rejected later with #2", later, .failure(LawError(code: 12))),
        ]
        let delivered = cases.map { _ in Collected<Delivery>() }
        for (index, (_, promise, _)) in cases.enumerated() {
            design.observe(design.mapError(promise, plusTen)) { delivered[index].append($0) }
        }
        later.reject(error: LawError(code: 2))
        for (index, (name, _, expected)) in cases.enumerated() {
            let got = await delivered[index].wait(for: 1, within: .seconds(2))
            if got != [expected] {
                problems.append("mapError { #(code + 10) } of \(name) delivered \(got), not [\(expected)]")
            }
        }
        if Set(calls.values) != [LawError(code: 1), LawError(code: 2)] || calls.values.count != 2 {
            problems.append(
                "the transform was called with \(calls.values), not with #1 and #2 once each: once for each "
                    + "rejection, and never for a value")
        }
        for law in Law<MapErrorDesign>.errorMapping {
            problems += await lawProblems(law, design)
        }
        return problems
    }

    /// 3.1: `all` of one is lawful, `all` of several keeps order and fails on the first
    /// failure, through the harness; and by hand, with promises settled in a chosen order.
    @Sendable static func checkAll(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "all", solution: solution)
        var problems: [String] = []
        // Settled in reverse, delivered in order, once.
        let promises = (0..<3).map { _ in Promise<Int>() }
        let seen = Collected<String>()
        design.all(promises).observe { seen.append(describe($0)) }
        for (index, promise) in promises.enumerated().reversed() { promise.resolve(value: index * 10) }
        if await seen.wait(for: 1, within: .seconds(2)) != ["[0, 10, 20]"] {
            problems.append(
                "all of three promises fulfilled last to first with 0, 10, 20 delivered \(seen.values), not [0, 10, 20]"
            )
        }
        // The first rejection, at once, while another is pending; later ones change nothing.
        let failing = (0..<3).map { _ in Promise<Int>() }
        let failed = Collected<String>()
        let rejected = design.all(failing)
        rejected.observe { failed.append(describe($0)) }
        failing[1].resolve(value: 1)
        failing[2].reject(error: Oops(number: 2))
        let early = await failed.wait(for: 1, within: .seconds(2))
        failing[0].reject(error: Oops(number: 0))
        rejected.observe { failed.append(describe($0)) }
        if early != ["Oops(number: 2)"] {
            problems.append("all of [pending, 1, rejected with Oops 2] delivered \(early), not Oops 2 at once")
        }
        if await failed.wait(for: 2, within: .seconds(2)) != ["Oops(number: 2)", "Oops(number: 2)"] {
            problems.append("after a second rejection, all's two observers were handed \(failed.values)")
        }
        // Both rejected already: the first in the array wins.
        let rejected2 = Collected<String>()
        design.all([Promise<Int>(error: Oops(number: 1)), Promise(error: Oops(number: 2))]).observe {
            rejected2.append(describe($0))
        }
        if rejected2.values != ["Oops(number: 1)"] {
            problems.append(
                "all of two promises rejected already, with Oops 1 and 2, delivered \(rejected2.values), not Oops 1")
        }
        // Nothing to wait for: an empty array at once.
        let empty = Collected<String>()
        design.all([Promise<Int>]()).observe { empty.append(describe($0)) }
        if empty.values != ["[]"] {
            let got = empty.values.isEmpty ? "nothing" : "\(empty.values)"
            problems.append("all of no promises delivered \(got), not [] at once")
        }
        let ofOne = ExercisedDesign(name: "all of one", solution: solution, through: .allOfOne)
        for law in Law<ExercisedDesign>.functor + Law<ExercisedDesign>.errors + Law<ExercisedDesign>.resolution {
            problems += await lawProblems(law, ofOne)
        }
        problems += await lawProblems(.allDelivers, design)
        problems += await lawProblems(.allSettledAtOnce, design, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        guard problems.isEmpty else { return problems }
        let many = (0..<200).map { _ in Promise<Int>() }
        let manyValues = Collected<[Int]>()
        design.all(many).observe { if case .success(let values) = $0 { manyValues.append(values) } }
        await onRacingThreads(many.count) { many[$0].resolve(value: $0) }
        if await manyValues.wait(for: 1, within: .seconds(2)) != [Array(0..<200)] {
            problems.append("all of 200 promises settled from racing threads (real ones) did not deliver 0..<200, once")
        }
        return problems
    }

    /// 3.2: the `zip` law with its right side failing fast, through the harness; and by hand.
    @Sendable static func checkZipFailingFast(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "zipFailingFast", solution: solution)
        var problems: [String] = []
        // A rejection of the second while the first is pending rejects the pair at once.
        let pending = Promise<Int>()
        let early = Collected<String>()
        design.zipFailingFast(pending, Promise<Int>(error: Oops(number: 2))).observe { early.append(describe($0)) }
        if await early.wait(for: 1, within: .seconds(2)) != ["Oops(number: 2)"] {
            problems.append("a pair whose second promise rejects while the first is pending delivered \(early.values)")
        }
        pending.resolve(value: 1)
        // The second fulfilled first: the pair keeps its order.
        let (first, second) = (Promise<Int>(), Promise<Int>())
        let pair = Collected<String>()
        design.zipFailingFast(first, second).observe { pair.append(describe($0.map { a, b in a * 10 + b })) }
        second.resolve(value: 2)
        first.resolve(value: 1)
        if await pair.wait(for: 1, within: .seconds(2)) != ["12"] {
            problems.append("zipping 1 and 2, fulfilled second first, delivered \(pair.values), not (1, 2) as 12")
        }
        // Both rejected: the first rejection wins, and is handed out once.
        let (left, right) = (Promise<Int>(), Promise<Int>())
        let both = Collected<String>()
        design.zipFailingFast(left, right).observe { both.append(describe($0.map { a, b in a * 10 + b })) }
        right.reject(error: Oops(number: 2))
        left.reject(error: Oops(number: 1))
        if await both.wait(for: 1, within: .seconds(2)) != ["Oops(number: 2)"] {
            problems.append("a pair whose second, then first, promise rejects delivered \(both.values), not Oops 2")
        }
        // Both rejected already: this one's rejection wins.
        let already = Collected<String>()
        design.zipFailingFast(Promise<Int>(error: Oops(number: 1)), Promise<Int>(error: Oops(number: 2))).observe {
            already.append(describe($0.map { a, b in a * 10 + b }))
        }
        if already.values != ["Oops(number: 1)"] {
            problems.append(
                "a pair of promises rejected already, with Oops 1 and 2, delivered \(already.values), not Oops 1")
        }
        problems += await lawProblems(.zipFailingFastDelivers, design)
        problems += await lawProblems(.zipFailingFastSettledAtOnce, design, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        guard problems.isEmpty else { return problems }
        let pairs = (0..<200).map { _ in (Promise<Int>(), Promise<Int>()) }
        let raced = Collected<String>()
        for (a, b) in pairs {
            design.zipFailingFast(a, b).observe { raced.append(describe($0.map { x, y in x * 10 + y })) }
        }
        await onRacingThreads(pairs.count * 2) { index in
            let (a, b) = pairs[index / 2]
            if index % 2 == 0 { a.resolve(value: 1) } else { b.resolve(value: 2) }
        }
        let racedValues = await raced.wait(for: pairs.count, within: .seconds(2))
        if racedValues.count != pairs.count || Set(racedValues) != ["12"] {
            problems.append(
                "200 pairs settled from racing threads (real ones) delivered \(racedValues.count) times, not 200 times 12"
            )
        }
        return problems
    }

    /// 3.3: futures are lawful, with the exercise's `then` as `flatMap`, through the harness.
    @Sendable static func checkFuture(solution: Bool) async -> [String] {
        let design = FutureDesign(solution: solution)
        var problems: [String] = []
        // The producer settles the promises; callers only ever see futures.
        let users = Promise<Int>()
        let albums = Promise<Int>()
        let seen = Collected<String>()
        design.flatMap(users.future) { count in albums.future.map { $0 + count } }.observe { seen.append(describe($0)) }
        users.resolve(value: 10)
        albums.resolve(value: 2)
        if await seen.wait(for: 1, within: .seconds(2)) != ["12"] {
            problems.append(
                "users.future.then { albums.future }, settled with 10 and 2, delivered \(seen.values), not 12")
        }
        let laws = Law<FutureDesign>.functor + Law<FutureDesign>.monad + Law<FutureDesign>.errors
        for law in laws + Law<FutureDesign>.resolution {
            problems += await lawProblems(law, design)
        }
        return problems
    }

    /// 3.4: a law for the race, and the laws for a race against a promise that never settles,
    /// through the harness; and by hand.
    @Sendable static func checkRace(solution: Bool) async -> [String] {
        let design = ExercisedDesign(name: "race", solution: solution)
        var problems: [String] = []
        // The last promise settles first and wins; a later one changes nothing.
        let promises = (0..<3).map { _ in Promise<Int>() }
        let seen = Collected<String>()
        let winner = design.race(promises)
        winner.observe { seen.append(describe($0)) }
        promises[2].resolve(value: 2)
        let early = await seen.wait(for: 1, within: .seconds(2))
        promises[0].resolve(value: 0)
        winner.observe { seen.append(describe($0)) }
        if early != ["2"] {
            problems.append("a race whose third promise settles first, with 2, delivered \(early), not 2 at once")
        }
        if await seen.wait(for: 2, within: .seconds(2)) != ["2", "2"] {
            problems.append("after the first promise settled too, the race's two observers were handed \(seen.values)")
        }
        // A rejection can win too.
        let rejecting = (0..<2).map { _ in Promise<Int>() }
        let rejected = Collected<String>()
        design.race(rejecting).observe { rejected.append(describe($0)) }
        rejecting[1].reject(error: Oops(number: 1))
        rejecting[0].resolve(value: 0)
        if await rejected.wait(for: 1, within: .seconds(2)) != ["Oops(number: 1)"] {
            problems.append("a race whose second promise rejects first delivered \(rejected.values), not Oops 1")
        }
        // Both settled already: the first in the array wins.
        let already = Collected<String>()
        design.race([Promise(value: 1), Promise(value: 2)]).observe { already.append(describe($0)) }
        if already.values != ["1"] {
            problems.append("a race of two promises settled already, with 1 and 2, delivered \(already.values), not 1")
        }
        problems += await lawProblems(.raceDelivers, design)
        let againstNever = ExercisedDesign(name: "race against never", solution: solution, through: .raceAgainstNever)
        for law in Law<ExercisedDesign>.functor + Law<ExercisedDesign>.errors + Law<ExercisedDesign>.resolution {
            problems += await lawProblems(law, againstNever)
        }
        problems += await lawProblems(.raceSettledAtOnce, design, cases: racingCases)
        // Real threads, for the thread sanitizer (`workshop check` runs this again under it
        // once the laws pass): the schedules above reach only state kept in a `Locked`.
        guard problems.isEmpty else { return problems }
        let races = (0..<200).map { _ in (Promise<Int>(), Promise<Int>()) }
        let raced = Collected<Int>()
        for (a, b) in races { design.race([a, b]).observe { if case .success(let x) = $0 { raced.append(x) } } }
        await onRacingThreads(races.count * 2) { index in
            let (a, b) = races[index / 2]
            if index % 2 == 0 { a.resolve(value: 1) } else { b.resolve(value: 2) }
        }
        let racedValues = await raced.wait(for: races.count, within: .seconds(2))
        if racedValues.count != races.count || !Set(racedValues).isSubset(of: [1, 2]) {
            problems.append(
                "200 races settled from racing threads (real ones) delivered \(racedValues.count) times, not 200 times 1 or 2"
            )
        }
        return problems
    }
}

/// Chapter 3's design with the exercises' combinators: the learner's, or the reference
/// solutions' when `solution` is true. With `through`, every promise the design makes passes
/// through one of them, so the chapter's laws check the combinator.
struct ExercisedDesign: ResolvableDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    var guarantees: Guarantees { .chapters }
    /// What each promise the design makes passes through.
    enum Through: Sendable {
        /// Nothing: the chapter's promise itself.
        case nothing
        /// `all([p])`, its one value taken out again.
        case allOfOne
        /// `race([never, p])`: a race against a promise that never settles.
        case raceAgainstNever
    }

    let name: String
    let solution: Bool
    let through: Through
    private let chapter = ObserverFutureDesign()

    init(name: String, solution: Bool, through: Through = .nothing) {
        self.name = solution ? "Solution.\(name)" : name
        self.solution = solution
        self.through = through
    }

    func make(_ source: PromiseSource) -> Promise<Int> { wrap(chapter.make(source)) }
    func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(delivery($0)) }
    }
    func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        chapter.map(promise, transform)
    }
    func pure(_ value: Int) -> Promise<Int> { wrap(chapter.pure(value)) }
    func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> {
        chapter.flatMap(promise, transform)
    }
    func fail(_ error: LawError) -> Promise<Int> { wrap(chapter.fail(error)) }
    func pending() -> (promise: Promise<Int>, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let (promise, settle) = chapter.pending()
        return (wrap(promise), settle)
    }

    /// `promise` through the combinator `through` names.
    private func wrap(_ promise: Promise<Int>) -> Promise<Int> {
        switch through {
        case .nothing:
            promise
        case .allOfOne:
            all([promise]).map { values in
                guard values.count == 1 else { throw unmade }
                return values[0]
            }
        case .raceAgainstNever:
            race([Promise(), promise])
        }
    }

    /// The exercise's `all`.
    func all<T>(_ promises: [Promise<T>]) -> Promise<[T]> {
        solution ? Solution.all(promises) : Promise.all(promises)
    }

    /// The exercise's `zipFailingFast`.
    func zipFailingFast<T, U>(_ first: Promise<T>, _ second: Promise<U>) -> Promise<(T, U)> {
        solution ? Solution.zipFailingFast(first, second) : first.zipFailingFast(second)
    }

    /// The exercise's `race`.
    func race<T>(_ promises: [Promise<T>]) -> Promise<T> {
        solution ? Solution.race(promises) : Promise.race(promises)
    }
}

/// Chapter 3's design with exercise 3.0's `mapError`, the learner's or the reference
/// solution's, as its error mapping, so that the harness's error-mapping laws check it.
struct MapErrorDesign: ErrorMappingDesign {
    let name: String
    let solution: Bool
    private let chapter = ObserverFutureDesign()

    init(solution: Bool) {
        name = solution ? "Solution.mapError" : "mapError"
        self.solution = solution
    }

    func make(_ source: PromiseSource) -> Promise<Int> { chapter.make(source) }
    func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        chapter.observe(promise, deliver)
    }
    func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        chapter.map(promise, transform)
    }
    func pure(_ value: Int) -> Promise<Int> { chapter.pure(value) }
    func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> {
        chapter.flatMap(promise, transform)
    }
    func fail(_ error: LawError) -> Promise<Int> { chapter.fail(error) }

    /// The exercise's `mapError`, with `transform` applied to the harness's errors; any other
    /// error is passed on as it is, for the laws to see.
    func mapError(_ promise: Promise<Int>, _ transform: @escaping @Sendable (LawError) -> LawError) -> Promise<Int> {
        let mapped: @Sendable (any Error) -> any Error = { error in
            guard let error = error as? LawError else { return error }
            return transform(error)
        }
        return solution ? Solution.mapError(promise, mapped) : promise.mapError(mapped)
    }
}

/// Chapter 3's design seen through futures, with the exercise's `then` as `flatMap`: the
/// producer keeps each promise, the laws see only its future.
struct FutureDesign: ResolvableDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    var guarantees: Guarantees { .chapters }
    let name: String
    let solution: Bool
    private let chapter = ObserverFutureDesign()

    init(solution: Bool) {
        name = solution ? "Solution.then for futures" : "then for futures"
        self.solution = solution
    }

    func make(_ source: PromiseSource) -> Future<Int> { chapter.make(source).future }
    func observe(_ future: Future<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        future.observe { deliver(delivery($0)) }
    }
    func map(_ future: Future<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Future<Int> {
        future.map(transform)
    }
    func pure(_ value: Int) -> Future<Int> { Promise(value: value).future }
    func flatMap<T, U>(_ future: Future<T>, _ next: @escaping @Sendable (T) -> Future<U>) -> Future<U> {
        solution ? Solution.then(future, next) : future.then(next)
    }
    func fail(_ error: LawError) -> Future<Int> { Promise(error: error).future }
    func pending() -> (promise: Future<Int>, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let (promise, settle) = chapter.pending()
        return (promise.future, settle)
    }
}

extension Law where Design == ExercisedDesign {
    /// The oracle for `all`: every value, in the order given, or the first failure; once.
    static var allDelivers: Law {
        Law(
            family: "All", name: "all delivers every value in order, or the first failure, once",
            equation: "all(fs).map(combined) ≡ every value, combined in fs's order, or the first failure, by hand",
            Given.staggered("fs", count: 0...3),
            lhs: { s, fs in s.observe(s.design.all(s.promises(fs)).map(combined)) },
            rhs: { s, fs in s.deliverAll(fs) }
        ).timed()
    }

    /// The chapter's `zip` law, its right side changed to fail fast: the first failure of
    /// either promise, as soon as it comes.
    static var zipFailingFastDelivers: Law {
        Law(
            family: "Zip", name: "zipFailingFast delivers both values, or the first failure of either, once",
            equation:
                "fs[0].zipFailingFast(fs[1]).map(combined) ≡ both values combined, or the first failure of either",
            Given.staggered("fs", count: 2...2),
            lhs: { s, fs in
                let promises = s.promises(fs)
                s.observe(s.design.zipFailingFast(promises[0], promises[1]).map { a, b in combined([a, b]) })
            },
            rhs: { s, fs in s.deliverAll(fs) }
        ).timed()
    }

    /// The oracle for `race`: the first outcome of any, once; of none, never.
    static var raceDelivers: Law {
        Law(
            family: "Race", name: "the first to settle wins, once",
            equation:
                "race(fs) ≡ the first outcome of any of fs, by hand (none of no promises: race([]) never settles)",
            Given.staggered("fs", count: 0...3),
            lhs: { s, fs in s.observe(s.design.race(s.promises(fs))) },
            rhs: { s, fs in s.deliverFirst(fs) }
        ).timed()
    }
}

extension Law where Design == ExercisedDesign {
    /// Both promises of `all` settled at once, from two threads, on a schedule that switches
    /// where the answer takes its `Locked`: the values gathered once, in order, for an observer
    /// that came before and one that comes after. A count of the values still missing that is
    /// read in one locked block and written in another loses a value on some schedule, and the
    /// promise never settles.
    static var allSettledAtOnce: Law {
        Law(
            family: "All", name: "promises settled at once are gathered once",
            equation:
                "all([fa, fb]).map(combined), settle fa(x) and fb(y) at once on schedule s, observers before and after ≡ [x, y] combined, or the failure (either, when both fail: shown as 0), once each",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (a, b) = (s.pending(), s.pending())
                let all = s.design.all([a.promise.box, b.promise.box]).map(combined)
                s.expectObservers(2)
                all.observe { s.deliver(AtOnce(x, y).judged(delivery($0)), to: 0) }
                s.settleAtOnce(on: schedule, [("fa", a.settle, x), ("fb", b.settle, y)])
                all.observe { s.deliver(AtOnce(x, y).judged(delivery($0)), to: 1) }
            },
            rhs: { s, x, y, _ in
                for observer in 0..<2 { s.deliver(AtOnce(x, y).expected, to: observer) }
            })
    }

    /// Both sides of `zipFailingFast` settled at once, on a schedule: the pair, or a failure,
    /// once. Keeping a value in one locked block and looking for the other in another loses
    /// the pair (neither sees both) or doubles it.
    static var zipFailingFastSettledAtOnce: Law {
        Law(
            family: "Zip", name: "zipFailingFast: both halves settled at once deliver once",
            equation:
                "fa.zipFailingFast(fb), settle fa(x) and fb(y) at once on schedule s ≡ (x, y) combined, or the failure (either, when both fail: shown as 0), once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (a, b) = (s.pending(), s.pending())
                s.design.zipFailingFast(a.promise.box, b.promise.box).observe { result in
                    s.deliver(AtOnce(x, y).judged(delivery(result.map { combined([$0.0, $0.1]) })))
                }
                s.settleAtOnce(on: schedule, [("fa", a.settle, x), ("fb", b.settle, y)])
            },
            rhs: { s, x, y, _ in s.deliver(AtOnce(x, y).expected) })
    }

    /// Two promises of a race settled at once, on a schedule: one of them wins, once, for an
    /// observer that came before and one that comes after.
    static var raceSettledAtOnce: Law {
        Law(
            family: "Race", name: "promises settled at once: one wins, once",
            equation:
                "race([fa, fb]), settle fa(x) and fb(y) at once on schedule s, observers before and after ≡ each is delivered one winner (shown as 0), once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (a, b) = (s.pending(), s.pending())
                let race = s.design.race([a.promise.box, b.promise.box])
                s.expectObservers(2)
                race.observe { s.deliver(AtOnce(x, y).eitherWins(delivery($0)), to: 0) }
                s.settleAtOnce(on: schedule, [("fa", a.settle, x), ("fb", b.settle, y)])
                race.observe { s.deliver(AtOnce(x, y).eitherWins(delivery($0)), to: 1) }
            },
            rhs: { s, _, _, _ in
                for observer in 0..<2 { s.deliver(.value(0), to: observer) }
            })
    }
}

/// What the harness never makes: the failure a report shows, `#-1`, for an error other than a
/// `LawError`, or for `all` of one promise handing back another number of values.
private let unmade = LawError(code: -1)

/// A delivery from a chapter 3 result, with any error that is not the harness's as `#-1`.
private func delivery(_ result: Result<Int, any Error>) -> Delivery {
    Delivery(result.mapError { $0 as? LawError ?? unmade })
}

/// A result as text, for comparing: `12`, `[0, 10]` or `Oops(number: 2)`.
private func describe<Value>(_ result: Result<Value, any Error>) -> String {
    switch result {
    case .success(let value): "\(value)"
    case .failure(let error): "\(error)"
    }
}
