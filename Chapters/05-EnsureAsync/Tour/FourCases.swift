import EnsureAsync
import LockQueuePromise
import Locking
import TourKit

extension EnsureAsyncTour {
    /// The tour's two errors: the promise's own, and the cleanup's.
    enum CaseError: Error, CustomStringConvertible {
        case promise, cleanup
        var description: String { self == .promise ? "the promise's error" : "the cleanup's error" }
    }

    static func fourCases(_ narrator: Narrator) {
        narrator.section("The four cases")
        for promiseFails in [false, true] {
            for bodyFails in [false, true] {
                let runs = Locked(0)
                let outcome = Locked("nothing")
                let promise = promiseFails ? Promise<Int, CaseError>(error: .promise) : Promise(value: 7)
                promise.ensureAsync(on: ImmediateQueue()) {
                    runs.withLock { $0 += 1 }
                    return bodyFails ? Promise<Void, CaseError>(error: .cleanup) : Promise(value: ())
                }.observe(
                    on: ImmediateQueue(),
                    fulfilled: { value in outcome.withLock { $0 = "delivers \(value)" } },
                    rejected: { error in outcome.withLock { $0 = "rejects with \(error)" } })
                let promisePart = promiseFails ? "the promise rejects" : "the promise fulfils with 7"
                let bodyPart = bodyFails ? "the body rejects" : "the body fulfils"
                let times = runs.withLock { $0 }
                narrator.result(
                    "\(promisePart), \(bodyPart): the chain \(outcome.withLock { $0 }); the body ran \(times == 1 ? "once" : "\(times) times")"
                )
            }
        }
    }
}
