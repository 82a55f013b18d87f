import AsyncBridges
import AsyncBridgesExercises
import AsyncBridgesSolutions
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// Chapter 6's exercises, checked: `swift test --filter AsyncBridgesTests --skip Book`.
@Suite("chapter 6's exercises")
struct Exercises {
    @Test("exercise", arguments: [zipByAwaiting])
    func exercise(_ exercise: ExerciseCheck) async {
        await expectExercise(exercise)
    }

    static let zipByAwaiting = ExerciseCheck(
        "6.1", "zipByAwaiting(_:)", chapter: "06-AsyncAwait", file: "ZipByAwaiting.swift",
        touch: { _ = Promise(value: 1).zipByAwaiting(Promise(value: 2)) }, check: checkZip)

    /// 6.1: both values, the first failure, and a pair that waits for the slower promise.
    @Sendable static func checkZip(solution: Bool) async -> [String] {
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
    static func waitFor(_ promise: Promise<(Int, Int)>) async -> Result<(Int, Int), any Error>? {
        let delivered = Collected<Result<(Int, Int), any Error>>()
        promise.observe { delivered.append($0) }
        return await delivered.wait(for: 1, within: .seconds(1)).first
    }
}
