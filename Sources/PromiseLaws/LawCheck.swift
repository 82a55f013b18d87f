import Foundation

/// One law checked on one design: its cases generated and run, a disagreement confirmed, the
/// failing case shrunk (Report/Shrinking.swift) and reported (Report/Report.swift). A case of a
/// law that races threads runs on the schedules a strategy chooses (LawCheck+Races.swift, on the engine in Sources/LawEngine);
/// a case that stops the process is reported by Crashes/. What every step needs is here once,
/// so each step takes only what is its own: the case, and how hard to look.
package struct LawCheck<Design: FunctorDesign>: Sendable {
    /// Both sides of one run of a case, each in a simulation of its own.
    package typealias Run = (left: Side<Design>, right: Side<Design>)

    let law: Law<Design>
    let design: Design
    let config: LawConfig
    /// The seed the cases are drawn from: the law's own (``LawConfig/seed(for:)``), drawn once.
    let seed: UInt64
    /// Whether the design runs on virtual time, so that its sides are decided exactly.
    let owned: Bool
    /// Whether the sides must also deliver at the same virtual instants: a timed law, on a
    /// design that promises timing and runs on virtual time.
    let timed: Bool
    /// What every crash note of this check shares (Crashes/LawCheck+Crashes.swift).
    let crash: CrashParts

    package init(_ law: Law<Design>, on design: Design, config: LawConfig) {
        self.law = law
        self.design = design
        self.config = config
        seed = config.seed(for: "\(design.name) · \(law.title)")
        owned = design.usesVirtualTime
        timed = law.checksTiming && design.promisesTiming && owned
        crash = CrashParts(law: law, design: design, seed: seed, config: config)
    }

    /// Checks the law on generated cases; shrinks and reports the first failing one. A case of
    /// a law that races threads runs on many schedules (``raceCase(_:_:_:_:)``).
    // ANCHOR: check
    func check() async -> LawOutcome {
        await prepareForCrashes()
        var rng = SplitMix64(seed: seed)
        // A design with threads of its own is raced partly off the schedule (its threads run
        // when the machine runs them) and each run waits in real time: trying every schedule
        // would prove nothing more and take minutes. It gets one drawn schedule per case.
        var races = Races(budget: owned ? config.scheduleBudget : 0, seed: seed)
        let cases = law.generate(design.hasErrorChannel)
        var watched: [(number: Int, cells: [Cell], run: Run, schedule: String?)] = []
        // Cases raced on real threads: a design the schedules cannot enter races that way.
        var unexplored = 0
        for number in 1...config.cases {
            var cells = cases.run(&rng)
            if let slot = cells.firstIndex(where: { $0.value is Schedule }) {
                if design.schedulesCanEnter {
                    switch await raceCase(number, cells, slot, &races) {
                    case .failed(let failure): return .failed(failure)
                    case .ran(let runs): watched += runs.map { (number, $0.cells, $0.run, $0.schedule) }
                    }
                    continue
                }
                // Its threads race really at once (``Side/race(on:_:)``): no schedule is used.
                unexplored += 1
                cells[slot] = Self.realThreadsCell(named: cells[slot].name)
            }
            let run = await run(cells, deadline: config.deadline, number: number)
            // A second delivery is looked for once the window has passed, in case order, below:
            // whether one arrives before the next case starts is up to the machine.
            let kind = disagreement(run)
            if let kind, kind != .repeated, let found = await reproduce(cells, seen: run) {
                return .failed(await report(number, cells, found))
            }
            watched.append((number, cells, run, nil))
        }
        // A second delivery may come late: look at every case again once the window has passed.
        await pause(config.window)
        for (number, cells, run, schedule) in watched {
            if disagreement(run) != nil, let found = await reproduce(cells, seen: run) {
                return .failed(await report(number, cells, found, schedule: schedule))
            }
        }
        if unexplored > 0 { return .notExplored(notExplored(cases: unexplored)) }
        if races.raced && !races.sawLock { return .notRaced(notRaced) }
        return .passed(cases: config.cases, search: races.search)
    }
    // ANCHOR_END: check

    /// Why a racing law says it could not race a design that said the schedules can enter it.
    private var notRaced: String {
        "✗ \(law.title) could not race \(design.name): in none of its races did a thread take a lock the "
            + "schedules can step into, so each thread's work was one step, and a look in one critical "
            + "section with an act in another would pass unseen. Lock what threads share with the project's "
            + "Lock or Locked (Sources/Locking), not a Mutex, an NSLock, a queue's sync or an atomic; see "
            + "\"What the schedules cannot reach\" in Book/appendix-engine.md. For a design whose locks are "
            + "its own (a library's), say so in its adapter, `schedulesCanEnter` false, and its racing laws "
            + "report \"not explored\" instead."
    }

    /// What a racing law says of a design the schedules cannot enter, whose `cases` each raced
    /// once on real threads and agreed.
    private func notExplored(cases: Int) -> String {
        "○ \(law.title) not explored for \(design.name): the schedules cannot step into its code (its "
            + "locks are its own), so no schedule was searched. Instead each of its \(cases) cases ran "
            + "its threads really at once, once, as the machine chose, and all agreed: evidence, not proof. "
            + "See \"What a law cannot see\" in Book/appendix-checking-your-promise.md."
    }

    /// A racing case's schedule input, for a case whose threads race really at once.
    static func realThreadsCell(named name: String) -> Cell {
        Cell(name: name, text: "none: the threads raced really at once", value: Schedule(), shrinks: { [] })
    }

    /// Both sides run at once, each on a thread of its own, in a simulation of its own: its
    /// clock, its log, its deliveries.
    ///
    /// A design on virtual time runs until its simulation has nothing left to run, in
    /// microseconds; a side still running after `deadline` is waited for up to the long
    /// deadline, and one still running then has blocked its thread: it fails the law instead
    /// of hanging the run. A design with threads of its own is waited for in real time, up to
    /// `deadline`.
    ///
    /// - Parameter right: a right side already run on this case, to use again: a racing law's
    ///   right side does not race, so one run of it serves every schedule of a case.
    package func run(
        _ cells: [Cell], deadline: Duration, window: Duration = .zero, number: Int? = nil, schedule: String? = nil,
        right: Side<Design>? = nil
    ) async -> Run {
        let queue = (design as? any QueueDesign)?.callbackQueue
        let note = crashNote(cells, number: number, schedule: schedule)
        let run = (
            left: Side(design, queue: queue, ownsTime: owned, crashNote: CrashNote.kept(note)),
            right: right ?? Side(design, queue: queue, ownsTime: owned, crashNote: CrashNote.kept(note))
        )
        let sides = [(law.lhs, run.left)] + (right == nil ? [(law.rhs, run.right)] : [])
        for (program, side) in sides { start(program, on: side, cells, deadline: deadline) }
        await wait(for: run, deadline: deadline, window: window)
        // On virtual time a side is judged only once its simulation has ended: two sides
        // still running on a busy machine could look alike (both empty) and pass a case that
        // fails. So a side not done by `deadline` is given the long one; one still running then
        // is blocked, and a blocked side never agrees with anything.
        if owned, !run.left.simulation.hasEnded || !run.right.simulation.hasEnded {
            await wait(for: run, deadline: config.confirmationDeadline, window: .zero)
        }
        return run
    }

    /// Starts `program` on `side`, on a thread of its own, inside the side's simulation.
    func start(
        _ program: @escaping Law<Design>.Program, on side: Side<Design>, _ cells: [Cell], deadline: Duration
    ) {
        Workers.run {
            side.simulation.run(
                deadline: deadline, begin: { program(side, cells) },
                until: { side.deliveries.values.count >= side.expectedObservers })
            side.finished.append(true)
        }
    }

    /// Waits for both sides at once: see ``Side/wait(deadline:window:)``.
    private func wait(for run: Run, deadline: Duration, window: Duration) async {
        async let left: Void = run.left.wait(deadline: deadline, window: window)
        async let right: Void = run.right.wait(deadline: deadline, window: window)
        _ = await (left, right)
    }

    /// How the sides of `run` disagree, if they do: the worst first.
    // ANCHOR: disagreement
    func disagreement(_ run: Run) -> Disagreement? {
        let (l, r) = (run.left.observation, run.right.observation)
        if !l.repeated.isEmpty || !r.repeated.isEmpty { return .repeated }
        if owned && (l.offClock || r.offClock) { return .offClock }
        if l.blocked || r.blocked { return .different }
        if l != r { return .different }
        guard timed else { return nil }
        let (a, b) = (l.firstArrivals, r.firstArrivals)
        for (observer, at) in a {
            if let other = b[observer], at != other { return .late }
        }
        return nil
    }
    // ANCHOR_END: disagreement

    /// A confirmed failure of `cells`: up to `tries` runs with the short deadline (an
    /// intermittent bug needs more than one), each disagreement then confirmed.
    // ANCHOR: reproduce
    func reproduce(
        _ cells: [Cell], tries: Int = 1, seen: Run? = nil, confirmingWithin confirmation: Duration? = nil,
        window: Duration = .zero
    ) async -> Found? {
        for attempt in 1...tries {
            let run: Run
            // A run whose race was abandoned (no step for the scheduler's patience, in real time)
            // may have been the machine's doing, not the design's: a loaded machine can keep a
            // thread from its next step that long. Such a run is not evidence; the case runs
            // again, and a design that really blocks a thread blocks it again.
            if attempt == 1, let seen, !Self.wasAbandoned(seen) {
                run = seen
            } else {
                run = await self.run(cells, deadline: config.deadline, window: window)
            }
            guard let kind = disagreement(run) else { continue }
            let long = confirmation ?? config.confirmationDeadline
            if let confirmed = await confirm(run, kind, within: long, window: window) {
                return Found(
                    kind: confirmed, left: run.left.observation, right: run.right.observation,
                    observers: max(run.left.expectedObservers, run.right.expectedObservers))
            }
        }
        return nil
    }

    /// Whether a race of either side was abandoned, decided by real time (``Scheduler/race``).
    static func wasAbandoned(_ run: Run) -> Bool {
        (run.left.observation.races + run.right.observation.races).contains { $0.abandoned }
    }

    /// Whether a disagreement is the design's, not the machine's. A second delivery always is.
    /// A missing or different one is, if it is still missing or different once it has had the
    /// time to come.
    // ANCHOR: confirm
    private func confirm(_ run: Run, _ kind: Disagreement, within long: Duration, window: Duration) async
        -> Disagreement?
    {
        if owned {
            // On virtual time a run is a function of its case: what it did once it does
            // again. Only a delivery from a thread of the design's own can still be on its way,
            // so a missing one gets a short real-time grace to arrive (off the clock). Whether a
            // side is blocked was decided in `run`, with the long deadline, whatever deadline
            // the caller asked for: a busy machine must not make a slow side pass for a blocked one.
            if kind == .different { await wait(for: run, deadline: .zero, window: config.window) }
            return disagreement(run)
        }
        // On real time no slow machine delivers twice, but any may deliver late: a missing or
        // different delivery counts if it is still so after waiting on the same run until the
        // long deadline (a lost delivery stays lost, and an intermittent bug need not show twice).
        guard kind == .different else { return kind }
        await wait(for: run, deadline: long, window: window)
        return disagreement(run)
    }
    // ANCHOR_END: confirm
    // ANCHOR_END: reproduce

    /// The failing case shrunk, and run again `config.recount` times to say how often it fails.
    func report(_ number: Int, _ cells: [Cell], _ found: Found, schedule: String? = nil) async -> LawFailure {
        let intermittent = await failures(of: cells, window: found.window(config)) < config.recount
        let tries = intermittent ? config.confirmations : 1
        var (shrunk, failing, steps) = await shrink(cells, found, tries: tries)
        // Shrinking confirms with a shorter deadline, to be quick: the smallest case is
        // confirmed with the long one, and if a busy machine misled the search, the case
        // found first is reported instead.
        if steps > 0 {
            if let sure = await reproduce(shrunk, tries: tries, window: found.window(config)) {
                failing = sure
            } else {
                (shrunk, failing, steps) = (cells, found, 0)
            }
        }
        let failures = await failures(of: shrunk, window: found.window(config))
        return LawFailure(
            law: law.title, equation: law.equation, design: design.name, seed: seed, caseNumber: number,
            cases: config.cases, timesShrunk: steps, cells: shrunk, disagreement: failing.kind, left: failing.left,
            right: failing.right, observers: failing.observers, failedRuns: failures, runs: config.recount,
            deadline: config.confirmationDeadline, schedule: schedule, scheduleBudget: config.scheduleBudget,
            realThreads: !design.schedulesCanEnter && cells.contains { $0.value is Schedule })
    }

    /// How many of `config.recount` runs of `cells` disagree: how often the bug shows, for the
    /// report, with the shrinking deadline (the failure itself is already confirmed).
    private func failures(of cells: [Cell], window: Duration) async -> Int {
        var count = 0
        for _ in 0..<config.recount {
            let run = await run(cells, deadline: config.shrinkConfirmationDeadline, window: window)
            if disagreement(run) != nil { count += 1 }
        }
        return count
    }

    /// Waits without blocking a thread.
    private func pause(_ duration: Duration) async {
        await Collected<Int>().wait(for: 1, within: duration)
    }
}

extension Law {
    /// Checks the law on generated cases; shrinks and reports the first failing one.
    ///
    /// - Parameters:
    ///   - design: the design's adapter.
    ///   - config: how many cases, which seed, how long to wait.
    /// - Returns: `.passed`, or `.failed` with the shrunk case's report.
    public func check(_ design: Design, config: LawConfig) async -> LawOutcome {
        guard applies(to: design) else {
            let guarantees = (design as? any ResolvableDesign)?.guarantees ?? []
            return .notPromised(
                "○ \(title) not checked for \(design.name): it is about \(about), which the design does not "
                    + "promise (its guarantees: \(guarantees)).")
        }
        return await LawCheck(self, on: design, config: config).check()
    }
}
