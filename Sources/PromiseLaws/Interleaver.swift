import Dispatch
import Foundation
import Locking

/// Runs a law's racing threads one at a time, on a ``Schedule``: each is a real thread, but only
/// the one the schedule picks runs, and it runs until it reaches a schedule point (a lock taken
/// or given back, in Sources/Locking, or a step the law names). There the schedule says who goes
/// on. So a race that needs one thread inside another's check-then-act happens when the
/// schedule says, every time the seed is replayed, and the report can list every step.
///
/// ```swift
/// let trace = Interleaver.race(
///     on: schedule, world: world,
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
final class Interleaver: Interleaving.Scheduler, Sendable {
    private struct State {
        var priorities: [Int]
        var finished: Set<Int> = []
        var steps = 0
        var trace: [Step] = []
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

    /// Runs `threads` to the end on `schedule`, each one inside `world` (so what it puts on the
    /// harness's queues waits on the side's clock), and returns what happened, step by step.
    // ANCHOR: race
    static func race(
        on schedule: Schedule, world: Simulation?, patience: Duration = .milliseconds(250),
        _ threads: [@Sendable () -> Void]
    ) -> Trace {
        let interleaver = Interleaver(schedule: schedule, threads: threads.count)
        for (index, body) in threads.enumerated() {
            let thread = Thread {
                interleaver.gates[index].wait()
                let run = { Interleaving.join(interleaver, as: index, body) }
                if let world { Simulation.within(world, on: nil, run) } else { run() }
                interleaver.finish(index)
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        interleaver.handOver(from: nil)
        // Let go when no thread has reached a point for `patience`: the running one is blocked
        // (on a lock the schedule cannot see, held by a parked thread; or for good).
        var finished = false
        var seen = -1
        while !finished {
            finished = interleaver.done.wait(timeout: .now() + .nanoseconds(Int(patience.nanoseconds))) == .success
            let steps = interleaver.state.withLock(\.steps)
            if !finished && steps == seen { break }
            seen = steps
        }
        if !finished { interleaver.abandon() }
        return interleaver.state.withLock { Trace(steps: $0.trace, threads: threads.count, blocked: !finished) }
    }
    // ANCHOR_END: race

    /// Thread `thread` reached a point: count the step, drop the thread if the schedule
    /// switches here, and let the highest-priority thread go on.
    func reached(_ point: Interleaving.Point, thread: Int) {
        let next = state.withLock { state -> Int? in
            guard !state.abandoned else { return nil }
            state.steps += 1
            state.trace.append(Step(number: state.steps, thread: thread, point: point))
            if switches.contains(state.steps), let at = state.priorities.firstIndex(of: thread) {
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

    /// One step of a race: the `number`th point any thread reached, and which thread.
    struct Step: Sendable, Equatable {
        let number: Int
        let thread: Int
        let point: Interleaving.Point
    }

    /// What a race did: its steps in order, and whether a thread blocked it.
    struct Trace: Sendable, Equatable {
        let steps: [Step]
        let threads: Int
        let blocked: Bool
    }
}

extension Interleaver.Trace {
    /// The race as numbered steps, one column per thread: the steps a law named, and each lock
    /// taken (named `lock A`, `lock B` in the order they first appear); a step after which
    /// the other thread goes on is where the schedule switched.
    ///
    /// ```text
    ///   step  t1             t2
    ///      1  settle(3)
    ///      2  lock A
    ///      4                 settle(5)
    ///      5                 lock A
    /// ```
    var table: [String] {
        var rows: [(number: Int, thread: Int, text: String)] = []
        var names: [UInt: String] = [:]
        for step in steps {
            switch step.point {
            case .action(let name):
                rows.append((step.number, step.thread, name))
            case .acquire(let lock):
                let name = names[lock] ?? "lock " + String(UnicodeScalar(UInt8(65 + names.count % 26)))
                names[lock] = name
                rows.append((step.number, step.thread, name))
            case .release:
                continue
            }
        }
        let width = max(14, (rows.map(\.text.count).max() ?? 0) + 2)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let header =
            "  step  " + (0..<threads).map { pad("t\($0 + 1)") }.joined().trimmingCharacters(in: .whitespaces)
        let body = rows.map { row in
            let number = String(row.number)
            return String(repeating: " ", count: max(0, 6 - number.count)) + number + "  "
                + String(repeating: " ", count: width * row.thread) + row.text
        }
        return [header] + body
            + (blocked ? ["  (a thread blocked: the race was let go, and ran on freely, in real time)"] : [])
    }
}
