import Dispatch
import ObserverFuture
import PromiseLaws
import Testing

/// The trampoline defers work only for the thread that is already running a job: a promise
/// settled inside one thread's observer must not make another thread's observers wait for that
/// observer to return. Each test has thread A make a promise inside an observer (a job on A's
/// line), hand it to thread B, and wait, still inside its observer, for B's `observe` to return.
/// Before the fix, B's observer waited in A's line for A's job to end, and A waited for B.
@Suite("threads never wait for another thread's job")
struct CrossThreadTests {
    enum Made: String, CaseIterable, CustomTestStringConvertible {
        case settled = "made settled: Promise(value: 1)"
        case resolved = "resolved inside A's job, with A's observer waiting"
        var testDescription: String { rawValue }
    }

    @Test(
        "another thread's observer is called before its observe returns, after the earlier ones",
        arguments: Made.allCases)
    func noWaitingOnAnotherThreadsJob(_ made: Made) async {
        let handedOver = Collected<Promise<Int>>()
        let bReturned = DispatchSemaphore(value: 0)
        let log = Collected<String>()
        DispatchQueue.global().async {
            Promise(value: 0).observe { _ in
                // Inside a job on A's line: anything A settles now waits for this observer.
                let promise: Promise<Int>
                switch made {
                case .settled: promise = Promise(value: 1)
                case .resolved:
                    promise = Promise<Int>()
                    promise.observe { _ in log.append("A's observer") }
                    promise.resolve(value: 1)
                }
                handedOver.append(promise)
                let waited = bReturned.wait(timeout: .now() + .seconds(60))
                log.append(waited == .success ? "A saw B return" : "A timed out waiting for B")
            }
        }
        guard let promise = await handedOver.wait(for: 1).first else {
            Issue.record("thread A never made its promise")
            return
        }
        DispatchQueue.global().async {
            promise.observe { _ in log.append("B's observer") }
            log.append("B's observe returned")
            bReturned.signal()
        }
        let expected =
            made == .settled
            ? ["B's observer", "B's observe returned", "A saw B return"]
            : ["A's observer", "B's observer", "B's observe returned", "A saw B return"]
        #expect(await log.wait(for: expected.count, within: .seconds(90)) == expected)
    }
}

/// A promise hands its result out on one thread at a time: an observer added while one thread
/// hands out is called by that thread, after the ones before it, never by a second hand-out.
@Suite("one hand-out at a time")
struct OneHandOutTests {
    /// Thread A asks for a hand-out inside an observer (a job that waits in A's line), thread B
    /// takes it over and is still inside its own observer when C observes: C's observer waits
    /// for B's to return, and A's job, when it runs at last, finds the hand-out taken and does
    /// nothing.
    @Test("an observer added while another thread hands out is called by that thread, after the ones before it")
    func noSecondHandOut() async {
        let promise = Promise(value: 1)
        let log = Collected<String>()
        let aAsked = Collected<Bool>()
        let aDone = Collected<Bool>()
        let bInside = Collected<Bool>()
        let cAdded = DispatchSemaphore(value: 0)
        let bReleased = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            Promise(value: 0).observe { _ in
                // Inside a job on A's line: the hand-out A asks for waits in that line.
                promise.observe { _ in log.append("A's observer") }
                aAsked.append(true)
                _ = cAdded.wait(timeout: .now() + .seconds(60))
            }
            // A's line has run the job it held.
            aDone.append(true)
        }
        guard await aAsked.wait(for: 1) == [true] else {
            Issue.record("thread A never observed")
            return
        }
        DispatchQueue.global().async {
            promise.observe { _ in
                log.append("B's observer")
                bInside.append(true)
                _ = bReleased.wait(timeout: .now() + .seconds(60))
            }
        }
        guard await bInside.wait(for: 1) == [true] else {
            Issue.record("thread B's observer was not called: B did not take the hand-out over")
            return
        }
        promise.observe { _ in log.append("C's observer") }
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
                "A's observer", "B's observer", "C's observe returned", "B released", "C's observer",
            ])
    }
}
