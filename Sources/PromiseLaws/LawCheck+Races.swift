/// A case of a law that races threads (`Given.schedule`), run on the schedules its strategies
/// choose (ScheduleStrategy.swift). A law that races no threads never comes here: `check` sends
/// a case here only when one of its inputs is a schedule.
extension LawCheck {
    /// What a law that races threads has learned of its races, across its cases.
    struct Races {
        /// How many schedules a searched case's search may run.
        let budget: Int
        /// The longest race seen so far, in steps: where drawn schedules put their change steps.
        var longest = 0
        /// How many threads the law races.
        var threads = 2
        /// Whether the law raced threads at all, and whether any of them took a lock the
        /// schedules can step into.
        var raced = false
        var sawLock = false
        /// The searches so far: how many schedules each ran, and whether that was every one
        /// within the bound.
        var searches: [LawOutcome.Search] = []
        /// Which kinds of case have been searched: one whose outcomes all succeed (`false`),
        /// one in which an outcome fails (`true`).
        var searched: Set<Bool> = []

        /// What the searches ran, together; nil when no case was searched.
        var search: LawOutcome.Search? {
            searches.isEmpty
                ? nil
                : LawOutcome.Search(
                    schedules: searches.reduce(0) { $0 + $1.schedules }, complete: searches.allSatisfy(\.complete),
                    trimmed: searches.contains(where: \.trimmed), cases: searches.flatMap(\.cases))
        }
        /// The random source of drawn schedules, apart from the inputs', so that the cases are
        /// the same whatever the budget.
        var draws: SplitMix64

        /// Notes what `race` says of the law's races.
        mutating func note(_ race: Race) {
            longest = max(longest, race.steps.count)
            threads = race.threads
            raced = true
            if race.steps.contains(where: { if case .acquire = $0.point { true } else { false } }) { sawLock = true }
        }

        init(budget: Int, seed: UInt64) {
            self.budget = budget
            draws = SplitMix64(seed: seed ^ 0x5CED_0000_5CED)
        }
    }

    /// What one case of a racing law did: a confirmed failure, or its runs, to be looked at
    /// again for a late second delivery.
    enum RaceCase {
        case failed(LawFailure)
        case ran([(cells: [Cell], run: Run, schedule: String)])
    }

    /// The runs of one racing case so far, and the right side they share: a racing law's right
    /// side does not race, so one run of it serves every schedule of a case.
    private struct CaseRuns {
        var runs: [(cells: [Cell], run: Run, schedule: String)] = []
        var right: Side<Design>?
    }

    /// Runs one case of a law that races threads on the schedules its strategies choose: the one
    /// a rerun line names; or, for the first case in which every outcome succeeds and the first
    /// in which one fails, every schedule with at most `config.preemptions` preemptions, fewest
    /// first, within the budget, and one drawn schedule if the budget ran out; or, for every
    /// other case, one drawn schedule. The case's schedule cell, at `slot`, is replaced by what
    /// each race did, so that a report prints the schedule that replays it.
    // ANCHOR: raceCase
    func raceCase(_ number: Int, _ cells: [Cell], _ slot: Int, _ races: inout Races) async -> RaceCase {
        var done = CaseRuns()
        if let given = config.schedule {
            var named = OneSchedule.named(given)
            return await race(number, cells, slot, with: &named, &races, &done) ?? .ran(done.runs)
        }
        // A race that hands out a failure takes other paths than one that hands out a value.
        let fails = cells.contains { ($0.value as? PromiseRecipe)?.fails == true }
        if races.budget > 0, races.searched.insert(fails).inserted {
            var search = EverySchedule(bound: config.preemptions, budget: races.budget)
            if let failed = await race(number, cells, slot, with: &search, &races, &done) { return failed }
            races.searches.append(
                LawOutcome.Search(
                    schedules: search.count, complete: search.isComplete, trimmed: search.trimmed, cases: [number]))
            if search.isComplete { return .ran(done.runs) }
        }
        // One drawn schedule, its change steps anywhere in the longest race seen (a first run, with
        // no preemption, measures it when no race has yet).
        if races.longest == 0, let race = await run(cells, slot, Schedule(), number: number, right: done.right).race {
            races.note(race)
        }
        let why =
            owned
            ? "the first case that succeeds and the first that fails are searched"
            : "a design with threads of its own gets one per case"
        var drawn = OneSchedule.drawn(threads: races.threads, steps: races.longest, why: why, draws: &races.draws)
        return await race(number, cells, slot, with: &drawn, &races, &done) ?? .ran(done.runs)
    }
    // ANCHOR_END: raceCase

    /// Runs the case on each schedule `strategy` hands out, until it has none left or one fails.
    private func race(
        _ number: Int, _ cells: [Cell], _ slot: Int, with strategy: inout some ScheduleStrategy, _ races: inout Races,
        _ done: inout CaseRuns
    ) async -> RaceCase? {
        while let (schedule, name) = strategy.next() {
            let (ran, run, race) = await run(cells, slot, schedule, number: number, label: name, right: done.right)
            done.right = run.right
            if let race {
                strategy.learn(race)
                races.note(race)
            }
            if disagreement(run) != nil, let found = await reproduce(ran, seen: run) {
                let right = done.right
                let which = await strategy.nameFailure(budget: config.scheduleBudget) { next in
                    await self.run(cells, slot, next, number: number, right: right).race
                }
                return .failed(await report(number, ran, found, schedule: which))
            }
            done.runs.append((ran, run, name))
        }
        return nil
    }

    /// Runs `cells` with `schedule` in the schedule cell at `slot`; returns the cells with the
    /// schedule the race did in its place (it replays the run), the run, and the race.
    private func run(
        _ cells: [Cell], _ slot: Int, _ schedule: Schedule, number: Int, label: String? = nil,
        right: Side<Design>? = nil
    ) async -> (cells: [Cell], run: Run, race: Race?) {
        var cells = cells
        cells[slot] = Self.scheduleCell(named: cells[slot].name, schedule)
        let run = await run(cells, deadline: config.deadline, number: number, schedule: label, right: right)
        guard let race = run.left.observation.races.last ?? run.right.observation.races.last else {
            return (cells, run, nil)
        }
        cells[slot] = Self.scheduleCell(named: cells[slot].name, race.schedule)
        return (cells, run, race)
    }

    /// A schedule as a case's input named `name`.
    static func scheduleCell(named name: String, _ schedule: Schedule) -> Cell {
        Input<Schedule>(name, generate: { _ in .always(schedule) }).cell(schedule)
    }
}
