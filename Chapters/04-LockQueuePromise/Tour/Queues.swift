import Dispatch
import LockQueuePromise
import TourKit

extension LockQueuePromiseTour {
    static func queues(_ narrator: Narrator) async {
        narrator.section("Queues: the default, and one a test drives")
        let trace = Trace()

        narrator.step("no queue named: Promise(value: 1).then { … }")
        // ANCHOR: default-queue
        _ = await Promise<Int, Never>(value: 1)
            .then { _ in trace.record("the callback ran") }
            .outcome(on: ImmediateQueue())
        // ANCHOR_END: default-queue
        narrator.result(trace.take())

        narrator.step("a manual queue: two thens wait on it until it is run")
        // ANCHOR: manual-queue
        let manual = ManualQueue()
        let (promise, future) = Promise<Int, Never>.pending()
        promise.then(on: manual) { trace.note("first then got \($0)") }
        promise.then(on: manual) { trace.note("second then got \($0)") }
        future.fulfill(42)
        let waiting = manual.count
        let ran = manual.runAll()
        // ANCHOR_END: manual-queue
        narrator.result("fulfilled; waiting on the manual queue: \(waiting); runAll() ran \(ran), in order:")
        narrator.say(indented(trace.take()))
    }
}
