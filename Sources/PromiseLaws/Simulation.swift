import Dispatch
import Locking

/// One side's world in virtual time: a clock the harness owns and the work waiting on it. A
/// recipe that delivers "after 5 ms on laws.a" puts its delivery here, at instant 5, and the
/// side's thread runs the waiting work in order of instant (then of arrival), one job at a
/// time, moving the clock as it goes. Nothing sleeps: a case whose promises wait 40 ms runs in
/// microseconds, and "at once", "later", "late" and "never" are exact facts of the run.
///
/// ```swift
/// let world = Simulation(ownsTime: true)
/// let seen = Collected<Int>()
/// world.run(
///     deadline: .seconds(1),
///     begin: { world.schedule(after: 5, on: .a) { seen.append(world.now) } },  // at instant 0
///     until: { true })
/// // seen.values == [5]: the clock moved to 5, and nothing slept
/// ```
///
/// - Note: The clock owns only what goes through it: recipes, the harness's queues, and a
///   design's callbacks on them. A design that starts threads of its own (a `Task`, a real
///   Dispatch queue) delivers off the clock; for such a design (`ownsTime` false) the world
///   waits in real time for what its threads put on the clock, up to a deadline.
final class Simulation: Sendable {
    /// Whether every delivery of the design comes through this clock: false for a design with
    /// threads of its own, which the world then waits for in real time.
    let ownsTime: Bool

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
    /// Signalled when a job arrives, for a world that waits for a design's own threads.
    private let arrived = DispatchSemaphore(value: 0)

    init(ownsTime: Bool) {
        self.ownsTime = ownsTime
    }

    /// The virtual instant, in milliseconds since the side began.
    var now: Int { state.withLock(\.clock) }

    /// Puts `work` on the clock, `delay` milliseconds from now, as if run by `queue`. From a
    /// thread of the world's own, or from any other (a design's `Task` putting a recipe's work
    /// on the clock).
    func schedule(after delay: Int, on queue: LawQueue, _ work: @escaping @Sendable () -> Void) {
        let onClock = state.withLock { state in
            guard !state.ended else { return false }
            state.jobs.append(Job(at: state.clock + max(0, delay), order: state.arrivals, queue: queue, work: work))
            state.arrivals += 1
            return true
        }
        // Once the world has ended, work that still arrives (from a design's own threads) runs
        // in real time on the real queue, so that what it delivers still comes, off the clock.
        guard onClock else {
            return queue.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: work)
        }
        arrived.signal()
    }

    /// Runs `begin` at instant 0 on this thread, then every job in order of instant, until none
    /// is left. A world that does not own time then waits, in real time up to `deadline`, for
    /// `isDone` or more jobs from the design's own threads.
    func run(deadline: Duration, begin: () -> Void, until isDone: @Sendable () -> Bool) {
        let context = Context(world: self)
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
        // thread puts on the clock just as the world gives up waiting is not lost, but runs in
        // real time, like every job that comes after the end.
        let leftover = state.withLock { state -> [Job] in
            state.ended = true
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in leftover {
            job.queue.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(job.at - now), execute: job.work)
        }
    }

    /// Wakes a world that waits for a design's own threads, to look again whether it is done:
    /// called when a delivery arrives from one of them.
    func wake() {
        if !ownsTime { arrived.signal() }
    }

    /// Whether the world has run out of work: a delivery after this came from off the clock.
    var hasEnded: Bool { state.withLock(\.ended) }

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

    /// The world this thread runs, and the harness queue it is running a job of.
    // @unchecked Sendable: reached only through its own thread's thread-local slot.
    final class Context: @unchecked Sendable {
        let world: Simulation
        var queue: LawQueue?

        init(world: Simulation, queue: LawQueue? = nil) {
            self.world = world
            self.queue = queue
        }
    }

    /// The world whose job this thread is running, if any, and on which queue.
    static var current: Context? { contexts.value }

    /// The thread-local slot that says which world a thread is running.
    private static let contexts = ThreadLocal<Context>()

    /// Runs `body` on this thread as part of `world` (a law's racing thread is), as if on `queue`.
    static func within(_ world: Simulation, on queue: LawQueue?, _ body: () -> Void) {
        let context = Context(world: world, queue: queue)
        contexts.value = context
        defer { contexts.value = nil }
        body()
    }
}
