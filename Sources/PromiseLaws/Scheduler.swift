import Dispatch
import Foundation
import Locking

/// The scheduler of a law's race: it runs the law's racing threads one at a time, on a
/// ``Schedule``. Each is a real thread, but only the one the schedule picks runs, and it runs
/// until it reaches a schedule point (a lock taken or given back, in Sources/Locking, or a step
/// the law names: ``Interleaving``, the other half of the mechanism). There the schedule says
/// who goes on. So a race that needs one thread inside another's check-then-act happens when
/// the schedule says, every time the seed is replayed, and the report can list every step.
///
/// ```swift
/// let race = Scheduler.race(
///     on: schedule, in: simulation,
///     [
///         { settle(.success(1)) },
///         { settle(.success(2)) },
///     ])
/// ```
///
/// - Note: A thread that blocks (waits for a lock another thread holds, a semaphore, a queue)
///   stops the whole schedule, because only one thread runs. When no thread has reached a point
///   for `patience`, in real time, the race is let go: every thread runs on freely, and the
///   report says so, instead of hanging. Points inside a critical section of the project's
///   locks are skipped (``Interleaving``), so a parked thread never holds one of them; but it
///   can hold a lock the schedule cannot see: Swift's runtime holds a task's own lock while it
///   runs the task's cancellation handler, and a settle that resumes that task waits for it.
package final class Scheduler: Interleaving.Scheduler, Sendable {
    private struct State {
        var priorities: [Int]
        var finished: Set<Int> = []
        var steps: [Race.Step] = []
        var abandoned = false
    }

    private let switches: Set<Int>
    private let state: Locked<State>
    private let gates: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)

    private init(schedule: Schedule, threads: Int) {
        switches = Set(schedule.switches)
        precondition(schedule.order.count == threads, "a schedule for \(schedule.order.count) threads, not \(threads)")
        state = Locked(State(priorities: schedule.order), schedulePoints: false)
        gates = (0..<threads).map { _ in DispatchSemaphore(value: 0) }
    }

    /// Runs `threads` to the end on `schedule`, each one inside `simulation` (so what it puts on
    /// the harness's queues waits on the side's clock), and returns what happened, step by step.
    // ANCHOR: race
    package static func race(
        on schedule: Schedule, in simulation: Simulation?, patience: Duration = .milliseconds(250),
        _ threads: [@Sendable () -> Void]
    ) -> Race {
        let scheduler = Scheduler(schedule: schedule, threads: threads.count)
        for (index, body) in threads.enumerated() {
            let thread = Thread {
                scheduler.gates[index].wait()
                let run = { Interleaving.join(scheduler, as: index, body) }
                if let simulation { Simulation.within(simulation, on: nil, run) } else { run() }
                scheduler.finish(index)
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        scheduler.handOver(from: nil)
        // Let go when no thread has reached a point for `patience`: the running one is blocked
        // (on a lock the schedule cannot see, held by a parked thread; or for good).
        var finished = false
        var seen = -1
        while !finished {
            finished = scheduler.done.wait(timeout: .now() + .nanoseconds(Int(patience.nanoseconds))) == .success
            let steps = scheduler.state.withLock(\.steps.count)
            if !finished && steps == seen { break }
            seen = steps
        }
        if !finished { scheduler.abandon() }
        return scheduler.state.withLock { Race(steps: $0.steps, threads: threads.count, blocked: !finished) }
    }
    // ANCHOR_END: race

    /// Thread `thread` reached a point: count the step, drop the thread if the schedule
    /// switches here, and let the highest-priority thread go on.
    package func reached(_ point: Interleaving.Point, thread: Int) {
        let next = state.withLock { state -> Int? in
            guard !state.abandoned else { return nil }
            state.steps.append(Race.Step(number: state.steps.count + 1, thread: thread, point: point))
            if switches.contains(state.steps.count), let at = state.priorities.firstIndex(of: thread) {
                state.priorities.append(state.priorities.remove(at: at))
            }
            return state.priorities.first { !state.finished.contains($0) }
        }
        guard let next, next != thread else { return }
        gates[next].signal()
        gates[thread].wait()
    }

    private func finish(_ thread: Int) {
        state.withLock { _ = $0.finished.insert(thread) }
        handOver(from: thread)
    }

    /// Lets the highest-priority unfinished thread run, or ends the race if none is left.
    private func handOver(from thread: Int?) {
        let next = state.withLock { state -> Int?? in
            guard !state.abandoned else { return .some(nil) }
            return .some(state.priorities.first { !state.finished.contains($0) })
        }
        switch next {
        case .some(.some(let next)): gates[next].signal()
        case .some(.none): if !state.withLock(\.abandoned) { done.signal() }
        case .none: break
        }
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
        let number: Int
        let thread: Int
        let point: Interleaving.Point
    }

    /// Every point a thread reached, in order.
    let steps: [Step]
    /// How many threads raced.
    let threads: Int
    /// Whether a thread blocked the schedule, so that the race was let go.
    package let blocked: Bool
}
