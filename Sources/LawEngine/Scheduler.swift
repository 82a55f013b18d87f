import Dispatch
import Foundation
import Locking

/// The scheduler of a law's race: it runs the law's racing threads one at a time, on a
/// ``Schedule``. Each is a real thread, but only the one the schedule picks runs, and it runs
/// until it reaches a schedule point (a lock about to be taken, in Sources/Locking, or a step
/// the law names: ``Interleaving``, the other half of the mechanism). There the schedule says
/// who goes on. So a race that needs one thread inside another's check-then-act happens when
/// the schedule says, every time the seed is replayed, and the report can list every step.
///
/// ```swift
/// let race = Scheduler.race(
///     on: schedule, in: simulation,
///     named: [
///         ("settle(1)", { settle(.success(1)) }),
///         ("settle(2)", { settle(.success(2)) }),
///     ])
/// ```
///
/// - Note: A thread that blocks (waits for a lock another thread holds, a semaphore, a queue)
///   stops the whole schedule, because only one thread runs. When no thread has reached a point
///   for `patience`, in real time, the race is abandoned: every thread runs on freely, and the
///   report says so, instead of hanging. Points inside a critical section of the project's
///   locks are skipped (``Interleaving``), so a parked thread never holds one of them; but it
///   can hold a lock the schedule cannot see: Swift's runtime holds a task's own lock while it
///   runs the task's cancellation handler, and a settle that resumes that task waits for it
///   (code that knows it runs inside such a lock runs whole: `Interleaving.whole`).
package final class Scheduler: Interleaving.Scheduler, Sendable {
    private struct State {
        /// The thread that runs now.
        var running: Int?
        /// For a schedule of turns, the turn that runs now.
        var turn = 0
        /// For a drawn schedule, the threads by priority, highest first.
        var priorities: [Int]
        var finished: Set<Int> = []
        var steps: [Race.Step] = []
        /// What the race did, as turns: a schedule that replays it.
        var done: [Schedule.Turn] = []
        var choices: [Race.Choice] = []
        var abandoned = false
    }

    private let schedule: Schedule
    private let threads: Int
    /// Told of every step as it is taken, for a side run apart that may stop the process
    /// before the race ends (a side the harness runs apart, in a process of its own).
    private let progress: (@Sendable (Race) -> Void)?
    private let state: Locked<State>
    private let gates: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)

    private init(schedule: Schedule, threads: Int, progress: (@Sendable (Race) -> Void)?) {
        self.schedule = schedule
        self.threads = threads
        self.progress = progress
        state = Locked(State(priorities: schedule.drawn?.priorities ?? Array(0..<threads)), schedulePoints: false)
        gates = (0..<threads).map { _ in DispatchSemaphore(value: 0) }
    }

    /// Runs `threads` to the end on `schedule`, each one inside `simulation` (so what it puts on
    /// the harness's queues waits on the side's clock), and returns what happened, step by step.
    /// Private: every race a search runs goes through ``race(on:in:patience:progress:named:)``,
    /// whose first steps the search counts on.
    // ANCHOR: race
    private static func run(
        on schedule: Schedule, in simulation: Simulation?, patience: Duration,
        progress: (@Sendable (Race) -> Void)?, _ threads: [@Sendable () -> Void]
    ) -> Race {
        let scheduler = Scheduler(schedule: schedule, threads: threads.count, progress: progress)
        for (index, body) in threads.enumerated() {
            Workers.run {
                scheduler.gates[index].wait()
                let run = { Interleaving.join(scheduler, as: index, body) }
                if let simulation { Simulation.within(simulation, on: nil, run) } else { run() }
                scheduler.finish(index)
            }
        }
        scheduler.handOver(from: nil)
        // Abandoned when no thread has reached a point for `patience`: the running one is blocked
        // (on a lock the schedule cannot see, held by a parked thread; or for good).
        var finished = false
        var seen = -1
        while !finished {
            finished = scheduler.done.wait(timeout: .now() + .nanoseconds(Int(patience.nanoseconds))) == .success
            let steps = scheduler.state.withLock { $0.steps.count }
            if !finished && steps == seen { break }
            seen = steps
        }
        if !finished { scheduler.abandon() }
        return scheduler.state.withLock { scheduler.race($0, abandoned: !finished) }
    }

    /// Runs `threads` to the end on `schedule`, each one inside `simulation`, each thread's first
    /// step its name (`settle(3)`, `observe #1`), reached before any of its work: so a thread
    /// stopped there has done nothing another could see, which the search counts on
    /// (``EverySchedule``).
    package static func race(
        on schedule: Schedule, in simulation: Simulation?, patience: Duration = .milliseconds(250),
        progress: (@Sendable (Race) -> Void)? = nil, named threads: [(name: String, body: @Sendable () -> Void)]
    ) -> Race {
        let bodies = threads.map { name, body in
            { @Sendable in
                Interleaving.action(name)
                body()
            }
        }
        return run(on: schedule, in: simulation, patience: patience, progress: progress, bodies)
    }

    /// The race as far as `state` has run it.
    private func race(_ state: State, abandoned: Bool) -> Race {
        Race(
            steps: state.steps, threads: threads, abandoned: abandoned, schedule: Schedule(state.done),
            choices: state.choices)
    }
    // ANCHOR_END: race

    /// Thread `thread` reached a point: count the step, and let the thread the schedule names
    /// go on. A lock given back is not a step: the next lock taken, observer called or job
    /// handed to a harness queue is where another thread could see what this one did (see the
    /// appendix on the engine).
    package func reached(_ point: Interleaving.Point, thread: Int) {
        if case .release = point { return }
        let next = state.withLock { state -> Int? in
            guard !state.abandoned else { return nil }
            let step = state.steps.count + 1
            state.steps.append(Race.Step(number: step, thread: thread, point: point))
            return choose(&state, after: step, stopping: nil)
        }
        if let progress { progress(state.withLock { race($0, abandoned: false) }) }
        guard let next, next != thread else { return }
        gates[next].signal()
        gates[thread].wait()
    }

    private func finish(_ thread: Int) {
        state.withLock { state in
            state.finished.insert(thread)
            state.done.append(Schedule.Turn(thread))
        }
        handOver(from: thread)
    }

    /// Lets the thread the schedule names run, or ends the race if none is left.
    private func handOver(from thread: Int?) {
        let next = state.withLock { state -> Int?? in
            guard !state.abandoned else { return .some(nil) }
            guard state.finished.count < threads else { return .some(nil) }
            return .some(choose(&state, after: state.steps.count, stopping: thread))
        }
        switch next {
        case .some(.some(let next)): gates[next].signal()
        case .some(.none): if !state.withLock({ $0.abandoned }) { done.signal() }
        case .none: break
        }
    }

    /// Who runs after `step`: at a point of the running thread (`stopping` nil), or once
    /// `stopping` has ended (or at the start). Records the choice and, if the running thread
    /// is stopped short, its turn.
    private func choose(_ state: inout State, after step: Int, stopping ended: Int?) -> Int {
        let running = ended == nil ? state.running : nil
        let next: Int
        if let drawn = schedule.drawn {
            next = drawn.choose(&state.priorities, running: running, after: step, finished: state.finished)
        } else {
            let turns = schedule.turns
            // The running turn ends at its step, or when its thread ends.
            if state.turn < turns.count, running != nil, turns[state.turn].until == step { state.turn += 1 }
            if state.turn < turns.count, let ended, turns[state.turn].thread == ended { state.turn += 1 }
            while state.turn < turns.count, state.finished.contains(turns[state.turn].thread) { state.turn += 1 }
            if state.turn < turns.count {
                next = turns[state.turn].thread
            } else if let running {
                next = running
            } else {
                next = (0..<threads).first { !state.finished.contains($0) } ?? 0
            }
        }
        let others = (0..<threads).filter { !state.finished.contains($0) && $0 != next }
        state.choices.append(
            Race.Choice(step: step, running: running, chosen: next, others: others, turnsBefore: state.done.count))
        if let running, next != running { state.done.append(Schedule.Turn(running, until: step)) }
        state.running = next
        return next
    }

    /// Gives up on the schedule: every parked thread runs on freely, so none waits forever.
    private func abandon() {
        state.withLock { $0.abandoned = true }
        for gate in gates {
            for _ in 0..<64 { gate.signal() }
        }
    }
}

/// What a race did: its steps in order, and whether a thread blocked it. The report draws it
/// as a table, one column per thread (Report.swift).
package struct Race: Sendable, Equatable {
    /// One step of a race: the `number`th point any thread reached, and which thread.
    package struct Step: Sendable, Equatable {
        package let number: Int
        package let thread: Int
        package let point: Interleaving.Point
    }

    /// Every point a thread reached, in order.
    package let steps: [Step]
    /// How many threads raced.
    package let threads: Int
    /// Whether a thread blocked the schedule, so that the race was abandoned.
    package let abandoned: Bool
    /// What the race did, as turns: the schedule that replays it.
    package let schedule: Schedule
    /// Every choice the scheduler made, in order: where another schedule could differ.
    package let choices: [Choice]

    /// One choice of the scheduler: after `step`, at a point of `running` (or, when `running`
    /// is nil, at the start or once a thread ended), `chosen` runs; `others` could have.
    package struct Choice: Sendable, Equatable {
        package let step: Int
        package let running: Int?
        package let chosen: Int
        package let others: [Int]
        /// How many turns of ``Race/schedule`` had ended before this choice.
        package let turnsBefore: Int
    }
}
