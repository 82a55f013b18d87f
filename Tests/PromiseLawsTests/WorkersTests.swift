import Dispatch
import Foundation
import Locking
import PromiseLaws
import Testing

/// The threads a check runs its sides and races on are kept and given the next job
/// (`Workers`): a job runs on a thread of its own, one after another on the same few, and
/// finds no harness queue of the job before it.
@Suite("kept worker threads")
struct WorkersTests {
    @Test("jobs run one after another on a kept thread, and each starts on no harness queue")
    func keptAndClean() {
        let threads = Locked(Set<String>())
        let queues = Locked([LawQueue?]())
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<50 {
            Workers.run {
                threads.withLock { _ = $0.insert("\(Unmanaged.passUnretained(Thread.current).toOpaque())") }
                queues.withLock { $0.append(LawQueue.current) }
                done.signal()
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
        }
        // Each job waited for before the next: other tests' jobs may take a kept thread too,
        // but fifty jobs never need fifty threads.
        #expect(threads.withLock(\.count) < 50)
        #expect(queues.withLock { $0.allSatisfy { $0 == nil } })
    }
}
