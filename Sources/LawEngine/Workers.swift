import Dispatch
import Foundation
import Locking

/// The threads a check runs its sides and races on, kept for the next run rather than made
/// for each: a racing law runs hundreds of races, each on threads of its own, and making a
/// thread costs more than the race. A worker waits for a job, runs it, and waits again; one
/// whose job never ends (a design that blocks its thread) is simply never given another.
///
/// A job must leave its thread as it found it: the harness's thread-local state (the side a
/// thread runs for, a race's member, a trampoline's line) is set and cleared by the job itself.
package enum Workers {
    /// A thread that runs one job at a time.
    private final class Worker: Sendable {
        let ready = DispatchSemaphore(value: 0)
        let job = Locked<(@Sendable () -> Void)?>(nil, schedulePoints: false)
    }

    /// The workers waiting for a job.
    private static let idle = Locked<[Worker]>([], schedulePoints: false)

    /// Runs `body` on a thread of its own: a waiting worker's, or a new one's. The stack is 4 MB,
    /// as deep chains need; most of it is never touched.
    package static func run(_ body: @escaping @Sendable () -> Void) {
        let worker = idle.withLock { $0.popLast() } ?? start()
        worker.job.withLock { $0 = body }
        worker.ready.signal()
    }

    private static func start() -> Worker {
        let worker = Worker()
        let started = ThreadHooks.workerStarted
        let thread = Thread {
            started?()
            while true {
                worker.ready.wait()
                let job = worker.job.withLock { job in
                    defer { job = nil }
                    return job
                }
                job?()
                idle.withLock { $0.append(worker) }
            }
        }
        thread.stackSize = 1 << 22
        thread.start()
        return worker
    }
}
