import Dispatch
import Foundation
import Locking

/// One side's simulation in virtual time: a clock the harness owns and the work waiting on it.
/// A recipe that delivers "after 5 ms on laws.a" puts its delivery here, at instant 5, and the
/// side's thread runs the waiting work in order of instant (then of arrival), one job at a
/// time, moving the clock as it goes. Nothing sleeps: a case whose promises wait 40 ms runs in
/// microseconds, and "at once", "later", "late" and "never" are exact facts of the run.
///
/// ```swift
/// let simulation = Simulation(ownsTime: true)
/// let seen = Collected<Int>()
/// simulation.run(
///     deadline: .seconds(1),
///     begin: { simulation.enqueue(after: 5, on: .a) { seen.append(simulation.now) } },  // at instant 0
///     until: { true })
/// // seen.values == [5]: the clock moved to 5, and nothing slept
/// ```
///
/// - Note: The clock owns only what goes through it: recipes, the harness's queues, and a
///   design's callbacks on them. A design that starts threads of its own (a `Task`, a real
///   Dispatch queue) delivers off the clock; for such a design (`ownsTime` false) the
///   simulation waits in real time for what its threads put on the clock, up to a deadline.
package final class Simulation: Sendable {
    /// Whether every delivery of the design comes through this clock: false for a design with
    /// threads of its own, which the simulation then waits for in real time.
    package let ownsTime: Bool

    private struct Job {
        let at: Int
        let order: Int
        let queue: LawQueue
        let work: @Sendable () -> Void
    }

    private struct State {
        var jobs: [Job] = []
        var arrivals = 0
        var clock = 0
        var ended = false
    }

    private let state = Locked(State(), schedulePoints: false)
    /// Signalled when a job arrives, for a simulation that waits for a design's own threads.
    private let arrived = DispatchSemaphore(value: 0)

    /// A block of C memory the code above the engine attaches to the simulation, and that is
    /// freed with it: the harness's crash note, which a signal handler reads while the
    /// simulation runs (Sources/PromiseLaws/Crashes).
    nonisolated(unsafe) package let note: UnsafeMutablePointer<CChar>?

    package init(ownsTime: Bool, note: UnsafeMutablePointer<CChar>? = nil) {
        self.ownsTime = ownsTime
        self.note = note
    }

    deinit { note?.deallocate() }

    /// The virtual instant, in milliseconds since the side began.
    package var now: Int { state.withLock { $0.clock } }

    /// Whether the simulation has run out of work: a delivery after this came from off the clock.
    package var hasEnded: Bool { state.withLock { $0.ended } }

    /// Puts `work` on the clock, `delay` milliseconds from now, as if run by `queue`. From a
    /// thread of the simulation's own, or from any other (a design's `Task` putting a recipe's
    /// work on the clock).
    package func enqueue(after delay: Int, on queue: LawQueue, _ work: @escaping @Sendable () -> Void) {
        let onClock = state.withLock { state in
            guard !state.ended else { return false }
            state.jobs.append(Job(at: state.clock + max(0, delay), order: state.arrivals, queue: queue, work: work))
            state.arrivals += 1
            return true
        }
        // Once the simulation has ended, work that still arrives (from a design's own threads)
        // runs in real time on the real queue, so that what it delivers still comes, off the clock.
        guard onClock else {
            return queue.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: work)
        }
        arrived.signal()
    }

    /// Runs `begin` at instant 0 on this thread, then every job in order of instant, until none
    /// is left. A simulation that does not own time then waits, in real time up to `deadline`,
    /// for `isDone` or more jobs from the design's own threads.
    package func run(deadline: Duration, begin: () -> Void, until isDone: @Sendable () -> Bool) {
        let context = Context(simulation: self, queue: nil)
        Self.contexts.value = context
        defer { Self.contexts.value = nil }
        begin()
        let giveUp = DispatchTime.now() + .nanoseconds(Int(deadline.nanoseconds))
        while true {
            if let job = next() {
                context.queue = job.queue
                job.work()
                context.queue = nil
                continue
            }
            if ownsTime || isDone() { break }
            if arrived.wait(timeout: giveUp) == .timedOut { break }
        }
        // Ending and taking what is left happen at once, under the lock: a job that a design's
        // thread puts on the clock just as the simulation gives up waiting is not lost, but
        // runs in real time, like every job that comes after the end.
        let leftover = state.withLock { state -> [Job] in
            state.ended = true
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in leftover {
            job.queue.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(job.at - now), execute: job.work)
        }
    }

    /// Runs, on this thread, the jobs of `queue` that are due, in order, and those they add, as
    /// the queue's worker thread would: for a thread of a race, so that a design's callbacks on
    /// `queue` run during the race, beside the other threads, not only after it. The worker
    /// starts at a schedule point, so a schedule may let other threads go first; between jobs
    /// there is none of its own (a callback's own points are where others get in), which keeps
    /// the schedules to search few.
    package func runJobs(of queue: LawQueue) {
        let context = Self.current
        guard hasJob(of: queue) else { return }
        Interleaving.action("work \(queue)")
        while let job = takeJob(of: queue) {
            let before = context?.queue
            context?.queue = queue
            job.work()
            context?.queue = before
        }
    }

    private func hasJob(of queue: LawQueue) -> Bool {
        state.withLock { state in state.jobs.contains { $0.queue == queue && $0.at <= state.clock } }
    }

    /// The first job of `queue` that is due, taken off the clock.
    private func takeJob(of queue: LawQueue) -> Job? {
        state.withLock { state in
            let jobs = state.jobs
            let due = jobs.indices.filter { jobs[$0].queue == queue && jobs[$0].at <= state.clock }
            guard let index = due.min(by: { jobs[$0].order < jobs[$1].order }) else { return nil }
            return state.jobs.remove(at: index)
        }
    }

    /// Wakes a simulation that waits for a design's own threads, to look again whether it is
    /// done: called when a delivery arrives from one of them.
    package func wake() {
        if !ownsTime { arrived.signal() }
    }

    /// The earliest job, with the clock moved to it.
    private func next() -> Job? {
        state.withLock { state in
            let jobs = state.jobs
            guard let index = jobs.indices.min(by: { (jobs[$0].at, jobs[$0].order) < (jobs[$1].at, jobs[$1].order) })
            else { return nil }
            let job = state.jobs.remove(at: index)
            state.clock = max(state.clock, job.at)
            return job
        }
    }

    /// The simulation this thread runs, and the harness queue it is running a job of.
    // @unchecked Sendable: reached only through its own thread's thread-local slot.
    package final class Context: @unchecked Sendable {
        package let simulation: Simulation
        package var queue: LawQueue?

        init(simulation: Simulation, queue: LawQueue?) {
            self.simulation = simulation
            self.queue = queue
        }
    }

    /// The simulation whose job this thread is running, if any, and on which queue.
    package static var current: Context? { contexts.value }

    /// The slot in which each thread keeps the simulation it is running, if any.
    private static let contexts = ThreadLocal<Context>()

    /// Runs `body` on this thread as part of `simulation` (a side's thread is, and so is each of
    /// a law's racing threads), as if on `queue`.
    package static func within(_ simulation: Simulation, on queue: LawQueue?, _ body: () -> Void) {
        contexts.value = Context(simulation: simulation, queue: queue)
        defer { contexts.value = nil }
        body()
    }
}

/// The queues the harness owns: generated promises deliver from `a`, `b` and `concurrent`;
/// `callbacks` is the queue a design with queues is asked to call back on, and no generated
/// promise ever delivers there, so a callback found on it was put there by the design. The
/// harness owns them so that no law depends on whether anything drives the main queue.
public enum LawQueue: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A serial queue.
    case a = "laws.a"
    /// Another serial queue.
    case b = "laws.b"
    /// A concurrent queue.
    case concurrent = "laws.concurrent"
    /// The serial queue designs with queues are asked to call back on.
    case callbacks = "laws.callbacks"

    /// The queues generated promises deliver from.
    public static let delivering: [LawQueue] = [.a, .b, .concurrent]

    /// The queue's label.
    public var description: String { rawValue }

    private static let running = QueueLocal<LawQueue>()

    private static let queues: [LawQueue: DispatchQueue] = Dictionary(
        uniqueKeysWithValues: allCases.map { name in
            let queue = DispatchQueue(label: name.rawValue, attributes: name == .concurrent ? .concurrent : [])
            running.set(name, on: queue)
            return (name, queue)
        })

    /// The Dispatch queue behind this name.
    public var dispatchQueue: DispatchQueue { Self.queues[self]! }

    /// The harness queue the caller is running on, if any: a job on a side's clock, or a real one.
    package static var current: LawQueue? { Simulation.current?.queue ?? running.current }

    /// Runs `work` on this queue, next: on the side's clock when called from a job of one (so a
    /// design whose callbacks hop to this queue stays on virtual time), on the real
    /// Dispatch queue otherwise. What a design adapter hands a design as its callback queue.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        execute(afterMilliseconds: 0, work)
    }

    /// Runs `work` on this queue `delay` milliseconds from now: virtual ones on a side's clock,
    /// real ones anywhere else.
    public func execute(afterMilliseconds delay: Int, _ work: @escaping @Sendable () -> Void) {
        // A hand to a queue is where another thread can see what this one did, lock or no lock:
        // a thread of a race stops here when its schedule says so.
        Interleaving.action("hand to \(self)")
        if let simulation = Simulation.current?.simulation {
            simulation.enqueue(after: delay, on: self, work)
        } else {
            // A thread Dispatch lends is the harness's while the job runs (``ThreadHooks``).
            let started = ThreadHooks.queueJobStarted
            dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(delay)) {
                started?()
                work()
            }
        }
    }
}
