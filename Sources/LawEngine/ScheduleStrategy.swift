/// How the schedules of one case's race are chosen, one after another: each strategy hands
/// out a schedule, hears what the race run on it did, and hands out the next. A law's first case
/// is searched (``EverySchedule``), every other case gets one drawn schedule (``OneSchedule/drawn(threads:steps:why:draws:)``),
/// and a rerun line runs the one schedule it names (``OneSchedule``). The check runs each schedule the same
/// way, whichever strategy chose it (the harness's LawCheck+Races.swift, `raceCase`).
///
/// ```swift
/// var strategy = EverySchedule(bound: 2)
/// while let next = strategy.next() {
///     strategy.learn(Scheduler.race(on: next.schedule, in: nil, named: threads))
/// }
/// ```
package protocol ScheduleStrategy {
    /// The next schedule to run, and how a report names it; nil when there is none left.
    mutating func next() -> (schedule: Schedule, name: String)?
    /// What the race run on the schedule last handed out did.
    mutating func learn(_ race: Race)
    /// How a report names the schedule last handed out, once it failed: a search finishes
    /// counting, within `budget` more schedules, each run by `running`, to say "of how many".
    mutating func nameFailure(budget: Int, running: (Schedule) async -> Race?) async -> String
}

extension ScheduleStrategy {
    package mutating func learn(_ race: Race) {}
}

/// One schedule, run once: the one a rerun line names (`LAWS_SCHEDULE`), for every case, or
/// one drawn at random (``drawn(threads:steps:why:draws:)``, PCT.swift).
package struct OneSchedule: ScheduleStrategy {
    private var schedule: Schedule?
    /// How a report names it.
    private let name: String

    /// `schedule`, named `name` in a report.
    package init(_ schedule: Schedule, name: String) {
        self.schedule = schedule
        self.name = name
    }

    /// The schedule a rerun line names.
    package static func named(_ schedule: Schedule) -> OneSchedule {
        OneSchedule(schedule, name: "the schedule LAWS_SCHEDULE names")
    }

    package mutating func next() -> (schedule: Schedule, name: String)? {
        defer { schedule = nil }
        return schedule.map { ($0, name) }
    }

    package mutating func nameFailure(budget: Int, running: (Schedule) async -> Race?) async -> String { name }
}

/// Every schedule of one case with at most `bound` preemptions, fewest preemptions first:
/// iterative context bounding (Musuvathi and Qadeer, 2007, the idea behind Microsoft's CHESS).
/// Each race the check runs says where the scheduler chose (``Race/choices``); every other
/// thread it could have chosen there is a new schedule to try, as long as choosing it does not
/// take more preemptions than the bound. Choosing who runs once a thread has ended is free.
///
/// The search is stateless: each schedule runs the case from the start, so it needs nothing
/// but a case that does the same thing each time it runs the same schedule, which a race on
/// the harness's scheduler does. A thread is never stopped at its first step: a law's race makes
/// every thread's first step its name, reached before any of its work (``Scheduler/race(on:in:patience:progress:named:)``), so
/// stopping it there gives what starting another thread first gives, a schedule already on the
/// list with one preemption fewer.
///
/// The search hands out at most `budget` schedules; ``isComplete`` says whether that was all of
/// them. A race abandoned part-way (a thread blocked, ``Race/abandoned``) says nothing of the
/// choices after it stopped, so a search that ran one is never complete.
package struct EverySchedule: ScheduleStrategy {
    /// A schedule to try, and how much of it is decided: its first `fixed` choices.
    private struct Candidate {
        let schedule: Schedule
        let fixed: Int
        let preemptions: Int
    }

    let bound: Int
    /// How many more schedules the search may hand out.
    private var budget: Int
    /// The schedule handed out last, which the next race is run on.
    private var last: Candidate?
    /// The schedules still to try, one list per number of preemptions.
    private var waiting: [[Candidate]]
    /// How many of each list have been handed out.
    private var tried: [Int]
    /// Whether a race was abandoned: the schedules past where it stopped were never seen.
    package private(set) var trimmed = false

    package init(bound: Int, budget: Int = .max) {
        self.bound = bound
        self.budget = budget
        waiting = [[Candidate(schedule: Schedule(), fixed: 0, preemptions: 0)]] + Array(repeating: [], count: bound)
        tried = Array(repeating: 0, count: bound + 1)
    }

    /// How many schedules have been handed out.
    package var count: Int { tried.reduce(0, +) }

    /// Whether every schedule within the bound has been handed out.
    package var isComplete: Bool { !trimmed && waiting.indices.allSatisfy { tried[$0] == waiting[$0].count } }

    /// The next schedule, with the fewest preemptions of those waiting, while the budget lasts.
    package mutating func next() -> (schedule: Schedule, name: String)? {
        guard budget > 0, let level = waiting.indices.first(where: { tried[$0] < waiting[$0].count }) else {
            return nil
        }
        budget -= 1
        tried[level] += 1
        last = waiting[level][tried[level] - 1]
        return last.map { ($0.schedule, "schedule \(count) of those with \(boundText)") }
    }

    /// `≤ 2 preemptions`.
    private var boundText: String { "≤ \(bound) preemptions" }

    package mutating func learn(_ race: Race) {
        if race.abandoned { trimmed = true }
        if let last { learn(race, from: last) }
    }

    /// `schedule 9 of the 74 with ≤ 2 preemptions`: the search goes on, `budget` schedules more at
    /// most, to count them, running each but checking none.
    package mutating func nameFailure(budget extra: Int, running: (Schedule) async -> Race?) async -> String {
        let failed = count
        budget = extra
        while let next = next() {
            if let race = await running(next.schedule) { learn(race) }
        }
        return isComplete
            ? "schedule \(failed) of the \(count) with \(boundText)"
            : "schedule \(failed) of more than \(count) with \(boundText)"
    }

    /// Adds the schedules that differ from `candidate`'s run at one choice after its fixed ones.
    // ANCHOR: learn
    private mutating func learn(_ race: Race, from candidate: Candidate) {
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
