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
                    let waited = bReturned.wait(timeout: .now() + .seconds(10))
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
            await log.wait(for: 2, within: .seconds(15)) == [
                "B's observe returned, 2 on the queue", "A saw B return",
            ])
        queue.runAll()
        #expect(log.values.suffix(2) == ["A's callback", "B's callback"])
    }
}
