import Locking
import ObserverFuture
import TourKit

extension ObserverFutureTour {
    static func onceAndLate(_ narrator: Narrator) {
        narrator.section("Once, and late")
        let calls = Calls()
        narrator.step("observe a promise, resolve it with 1, then resolve it with 2 and reject it")
        // ANCHOR: once
        let promise = Promise<Int>()
        promise.observe { calls.record($0) }
        promise.resolve(value: 1)
        promise.resolve(value: 2)
        promise.reject(error: RESTError.status(500))
        // ANCHOR_END: once
        narrator.result("the observer was called \(calls.count) time, with \(calls.values.joined(separator: ", "))")

        narrator.step("observe it again, now that it is resolved")
        // ANCHOR: late
        promise.observe { calls.record($0) }
        let calledBeforeReturning = calls.count == 2
        // ANCHOR_END: late
        narrator.result(
            "the late observer got \(calls.values.last ?? "nothing"), "
                + (calledBeforeReturning ? "before observe returned" : "later"))
    }
}

/// What observers were called with, from any thread.
final class Calls: Sendable {
    private let recorded = Locked<[String]>([])

    func record(_ result: Result<Int, any Error>) {
        let text =
            switch result {
            case .success(let value): "\(value)"
            case .failure(let error): "rejected: \(ObserverFutureTour.describe(error))"
            }
        recorded.withLock { $0.append(text) }
    }

    var values: [String] { recorded.withLock { $0 } }
    var count: Int { values.count }
}
