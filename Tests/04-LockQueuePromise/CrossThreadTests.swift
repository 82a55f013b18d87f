import Dispatch
import LockQueuePromise
import PromiseLaws
import Testing

/// The trampoline defers work only for the thread that is already running a job: a callback
/// added inside one thread's `ImmediateQueue` callback must neither make another thread's
/// callbacks wait for that callback to return, nor be overtaken by them. Thread A adds a
/// callback from inside an immediate callback (a job on A's line), then waits, still inside it,
/// for thread B to add its own. Before the fix, B's callback reached the queue first.
@Suite("callbacks across threads")
struct CrossThreadTests {
    @Test("a callback added later on another thread is handed to the queue after the earlier one, without waiting")
    func orderAcrossThreads() async {
        let promise = Promise<Int, LookupError>(value: 1)
        let queue = ManualQueue()
        let handedOver = Collected<Bool>()
        let bReturned = DispatchSemaphore(value: 0)
        let log = Collected<String>()
        DispatchQueue.global().async {
            Promise<Int, LookupError>(value: 0).observe(
                on: ImmediateQueue(),
                fulfilled: { _ in
                    // Inside a job on A's line.
                    promise.observe(on: queue, fulfilled: { _ in log.append("A's callback") }, rejected: { _ in })
                    handedOver.append(true)
                    let waited = bReturned.wait(timeout: .now() + .seconds(60))
                    log.append(waited == .success ? "A saw B return" : "A timed out waiting for B")
                }, rejected: { _ in })
        }
        guard await handedOver.wait(for: 1) == [true] else {
            Issue.record("thread A never added its callback")
            return
        }
        DispatchQueue.global().async {
            promise.observe(on: queue, fulfilled: { _ in log.append("B's callback") }, rejected: { _ in })
            log.append("B's observe returned, \(queue.count) on the queue")
            bReturned.signal()
        }
        #expect(
            await log.wait(for: 2, within: .seconds(90)) == [
                "B's observe returned, 2 on the queue", "A saw B return",
            ])
        queue.runAll()
        #expect(log.values.suffix(2) == ["A's callback", "B's callback"])
    }
}

/// A promise hands its callbacks out on one thread at a time: a callback added while one thread
/// hands out is handed out by that thread, after the ones before it, never by a second hand-out.
@Suite("one hand-out at a time")
struct OneHandOutTests {
    /// Thread A adds a callback inside an immediate callback (its hand-out waits in A's line),
    /// thread B takes the hand-out over and is still inside its own immediate callback when C
    /// adds one: C's waits for B's to return, and A's job, when it runs at last, finds the
    /// hand-out taken and does nothing.
    @Test("a callback added while another thread hands out is handed out by that thread, after the ones before it")
    func noSecondHandOut() async {
        let promise = Promise<Int, LookupError>(value: 1)
        let log = Collected<String>()
        let aAsked = Collected<Bool>()
        let aDone = Collected<Bool>()
        let bInside = Collected<Bool>()
        let cAdded = DispatchSemaphore(value: 0)
        let bReleased = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            Promise<Int, LookupError>(value: 0).observe(
                on: ImmediateQueue(),
                fulfilled: { _ in
                    // Inside a job on A's line: the hand-out A asks for waits in that line.
                    promise.observe(
                        on: ImmediateQueue(), fulfilled: { _ in log.append("A's callback") }, rejected: { _ in })
                    aAsked.append(true)
                    _ = cAdded.wait(timeout: .now() + .seconds(60))
                }, rejected: { _ in })
            // A's line has run the job it held.
            aDone.append(true)
        }
        guard await aAsked.wait(for: 1) == [true] else {
            Issue.record("thread A never added its callback")
            return
        }
        DispatchQueue.global().async {
            promise.observe(
                on: ImmediateQueue(), fulfilled: holding("B's callback", log, bInside, until: bReleased),
                rejected: { _ in })
        }
        guard await bInside.wait(for: 1) == [true] else {
            Issue.record("thread B's callback was not called: B did not take the hand-out over")
            return
        }
        promise.observe(on: ImmediateQueue(), fulfilled: { _ in log.append("C's callback") }, rejected: { _ in })
        log.append("C's observe returned")
        cAdded.signal()
        guard await aDone.wait(for: 1) == [true] else {
            Issue.record("thread A's line never ran the job it held")
            bReleased.signal()
            return
        }
        log.append("B released")
        bReleased.signal()
        #expect(
            await log.wait(for: 5, within: .seconds(90)) == [
                "A's callback", "B's callback", "C's observe returned", "B released", "C's callback",
            ])
    }

    /// Thread B hands out its own callback, then C's, added meanwhile: a second batch. D adds one
    /// while C's runs, and waits for it as C waited for B's.
    @Test("a callback added while the hand-out's second batch runs waits its turn too")
    func noSecondHandOutAfterTheFirstBatch() async {
        let promise = Promise<Int, LookupError>(value: 1)
        let log = Collected<String>()
        let bInside = Collected<Bool>()
        let cInside = Collected<Bool>()
        let bReleased = DispatchSemaphore(value: 0)
        let cReleased = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            promise.observe(
                on: ImmediateQueue(), fulfilled: holding("B's callback", log, bInside, until: bReleased),
                rejected: { _ in })
        }
        guard await bInside.wait(for: 1) == [true] else {
            Issue.record("thread B's callback was not called")
            return
        }
        promise.observe(
            on: ImmediateQueue(), fulfilled: holding("C's callback", log, cInside, until: cReleased),
            rejected: { _ in })
        log.append("C's observe returned")
        bReleased.signal()
        guard await cInside.wait(for: 1) == [true] else {
            Issue.record("thread B never handed out C's callback")
            return
        }
        promise.observe(on: ImmediateQueue(), fulfilled: { _ in log.append("D's callback") }, rejected: { _ in })
        log.append("D's observe returned")
        log.append("C released")
        cReleased.signal()
        #expect(
            await log.wait(for: 6, within: .seconds(90)) == [
                "B's callback", "C's observe returned", "C's callback", "D's observe returned", "C released",
                "D's callback",
            ])
    }
}

/// A callback that logs `name`, says it has been entered, and then holds its thread until
/// `released` is signalled: a callback still running when the test wants another thread to act.
/// A minute at most: a loaded machine can keep the test's own task from running for seconds, and
/// a hold that gave up sooner would let the order the test checks change.
func holding(
    _ name: String, _ log: Collected<String>, _ entered: Collected<Bool>, until released: DispatchSemaphore
) -> @Sendable (Int) -> Void {
    { _ in
        log.append(name)
        entered.append(true)
        _ = released.wait(timeout: .now() + .seconds(60))
    }
}
