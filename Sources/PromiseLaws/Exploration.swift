/// Every schedule of one case with at most `bound` preemptions, fewest preemptions first:
/// iterative context bounding (Musuvathi and Qadeer, 2007, the idea behind Microsoft's CHESS).
/// Each race the check runs says where the scheduler chose (``Race/choices``); every other
/// thread it could have chosen there is a new schedule to try, as long as choosing it does not
/// take more preemptions than the bound. Choosing who runs once a thread has ended is free.
///
/// The search is stateless: each schedule runs the case from the start, so it needs nothing
/// but a case that does the same thing each time it runs the same schedule, which a race on
/// the harness's scheduler does. A thread is never stopped at its first step: a law's race makes
/// every thread's first step its name, reached before any of its work (``Side/race(on:_:)``), so
/// stopping it there gives what starting another thread first gives, a schedule already on the
/// list with one preemption fewer.
///
/// ```swift
/// var exploration = Exploration(bound: 2)
/// while let next = exploration.next() {
///     let race = Scheduler.race(on: next.schedule, in: nil, threads)
///     exploration.learn(race, from: next)
/// }
/// ```
package struct Exploration {
    /// A schedule to try, and how much of it is decided: its first `fixed` choices.
    package struct Candidate {
        package let schedule: Schedule
        let fixed: Int
        let preemptions: Int
    }

    let bound: Int
    /// The schedules still to try, one list per number of preemptions.
    private var waiting: [[Candidate]]
    /// How many of each list have been handed out.
    private var tried: [Int]

    package init(bound: Int) {
        self.bound = bound
        waiting = [[Candidate(schedule: Schedule(), fixed: 0, preemptions: 0)]] + Array(repeating: [], count: bound)
        tried = Array(repeating: 0, count: bound + 1)
    }

    /// How many schedules have been handed out.
    package var count: Int { tried.reduce(0, +) }

    /// Whether every schedule within the bound has been handed out.
    package var isComplete: Bool { waiting.indices.allSatisfy { tried[$0] == waiting[$0].count } }

    /// The next schedule, with the fewest preemptions of those waiting.
    package mutating func next() -> Candidate? {
        guard let level = waiting.indices.first(where: { tried[$0] < waiting[$0].count }) else { return nil }
        tried[level] += 1
        return waiting[level][tried[level] - 1]
    }

    /// Adds the schedules that differ from `candidate`'s run at one choice after its fixed ones.
    // ANCHOR: learn
    package mutating func learn(_ race: Race, from candidate: Candidate) {
        let done = race.schedule.turns
        // Each thread's first step, its name: stopping a thread there, before any of its work,
        // gives what starting another thread first gives, with no preemption spent.
        var firsts: Set<Int> = []
        var started: Set<Int> = []
        for step in race.steps where started.insert(step.thread).inserted { firsts.insert(step.number) }
        for (index, choice) in race.choices.enumerated() where index >= candidate.fixed {
            let before = Array(done[..<min(choice.turnsBefore, done.count)])
            let preempted = before.count { $0.until != nil }
            for other in choice.others {
                var turns = before
                var preemptions = preempted
                if let running = choice.running {
                    // At a point of a thread that could go on: stopping it is a preemption.
                    guard other != running, choice.chosen == running, !firsts.contains(choice.step) else { continue }
                    turns.append(Schedule.Turn(running, until: choice.step))
                    preemptions += 1
                }
                guard preemptions <= bound else { continue }
                turns.append(Schedule.Turn(other))
                waiting[preemptions].append(
                    Candidate(schedule: Schedule(turns), fixed: index + 1, preemptions: preemptions))
            }
        }
    }
    // ANCHOR_END: learn
}
