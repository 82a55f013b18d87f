import Foundation

/// One law checked on one design: its cases generated and run, a disagreement confirmed, the
/// failing case shrunk (Shrinking.swift) and reported. What every step needs is here once,
/// so each step takes only what is its own: the case, and how hard to look.
struct LawCheck<Design: FunctorDesign>: Sendable {
    let law: Law<Design>
    let design: Design
    let config: LawConfig
    /// The seed the cases are drawn from: the law's own (``LawConfig/seed(for:)``), drawn once.
    let seed: UInt64

    init(_ law: Law<Design>, on design: Design, config: LawConfig) {
        self.law = law
        self.design = design
        self.config = config
        seed = config.seed(for: "\(design.name) · \(law.title)")
    }

    /// Checks the law on generated cases; shrinks and reports the first failing one.
    // ANCHOR: check
    func check() async -> LawOutcome {
        var rng = SplitMix64(seed: seed)
        let cases = law.generate(design.hasErrorChannel)
        var watched: [(number: Int, cells: [Cell], sides: Sides)] = []
        for number in 1...config.cases {
            let cells = cases.run(&rng)
            let sides = await run(cells, deadline: config.deadline)
            // A second delivery is looked for once the window has passed, in case order, below:
            // whether one arrives before the next case starts is up to the machine.
            let kind = sides.disagreement(config)
            if let kind, kind != .repeated, let found = await reproduce(cells, seen: sides) {
                return .failed(await report(number, cells, found))
            }
            watched.append((number, cells, sides))
        }
        // A second delivery may come late: look at every case again once the window has passed.
        await pause(config.window)
        for (number, cells, sides) in watched {
            if sides.disagreement(config) != nil, let found = await reproduce(cells, seen: sides) {
                return .failed(await report(number, cells, found))
            }
        }
        return .passed(cases: config.cases)
    }
    // ANCHOR_END: check

    /// Both sides run at once, each on a thread of its own, in a world of its own: its clock,
    /// its log, its deliveries.
    ///
    /// A design on the harness's time runs until its world has nothing left to run, in
    /// microseconds; a side still running after `deadline` is waited for up to the long
    /// deadline, and one still running then has blocked its thread: it fails the law instead
    /// of hanging the run. A design with threads of its own is waited for in real time, up to
    /// `deadline`.
    func run(_ cells: [Cell], deadline: Duration, window: Duration = .zero) async -> Sides {
        let queue = (design as? any QueueDesign)?.callbackQueue
        let owned = design.usesHarnessTime
        let sides = Sides(
            left: LawRun(queue: queue, ownsTime: owned), right: LawRun(queue: queue, ownsTime: owned),
            timed: law.checksTiming && design.promisesTiming && owned, owned: owned)
        let design = design
        for (program, run) in [(law.lhs, sides.left), (law.rhs, sides.right)] {
            let thread = Thread {
                run.world.run(
                    deadline: deadline, begin: { program(Side(design, run), cells) },
                    until: { run.collected.values.count >= run.expectedObservers })
                run.built.append(true)
            }
            thread.stackSize = 1 << 22
            thread.start()
        }
        await sides.settle(deadline: deadline, window: window)
        // On the harness's time a side is judged only once its world has ended: two sides still
        // running on a busy machine could look alike (both empty) and pass a case that fails.
        // So a side not done by `deadline` is given the long one; one still running then is
        // blocked, and a blocked side never agrees with anything.
        if owned, !sides.left.world.hasEnded || !sides.right.world.hasEnded {
            await sides.settle(deadline: config.confirmationDeadline, window: .zero)
        }
        return sides
    }

    /// A confirmed failure of `cells`: up to `tries` runs with the short deadline (an
    /// intermittent bug needs more than one), each disagreement then confirmed.
    // ANCHOR: reproduce
    func reproduce(
        _ cells: [Cell], tries: Int = 1, seen: Sides? = nil, confirmingWithin confirmation: Duration? = nil,
        window: Duration = .zero
    ) async -> Found? {
        for attempt in 1...tries {
            let sides: Sides
            if attempt == 1, let seen {
                sides = seen
            } else {
                sides = await run(cells, deadline: config.deadline, window: window)
            }
            guard let kind = sides.disagreement(config) else { continue }
            let long = confirmation ?? config.confirmationDeadline
            if let found = await confirm(cells, sides, kind, within: long, window: window) {
                return Found(sides: found.sides, kind: found.kind, attempts: attempt)
            }
        }
        return nil
    }

    /// Whether a disagreement is the design's, not the machine's. A second delivery always is.
    /// A missing or different one is, if it is still missing after waiting on the same run
    /// until the long deadline: a slow machine delivers late, a lost delivery stays lost, and
    /// an intermittent bug need not show twice. Lateness counts only when three new runs in a
    /// row are late too.
    // ANCHOR: confirm
    private func confirm(
        _ cells: [Cell], _ sides: Sides, _ kind: Disagreement, within long: Duration, window: Duration
    ) async -> (sides: Sides, kind: Disagreement)? {
        if sides.owned {
            // On the harness's time a run is a function of its case: what it did once it does
            // again. Only a delivery from a thread of the design's own can still be on its way,
            // so a missing one gets a short real-time grace to arrive (off the clock). Whether a
            // side is blocked was decided in `run`, with the long deadline, whatever deadline
            // the caller asked for: a busy machine must not make a slow side pass for a blocked one.
            if kind == .different { await sides.settle(deadline: .zero, window: config.window) }
            guard let now = sides.disagreement(config) else { return nil }
            return (sides, now)
        }
        switch kind {
        case .repeated, .offClock:
            return (sides, kind)
        case .different:
            await sides.settle(deadline: long, window: window)
            guard let now = sides.disagreement(config) else { return nil }
            if now != .late { return (sides, now) }
        case .late:
            break
        }
        var last = sides
        for _ in 1...3 {
            last = await run(cells, deadline: long, window: window)
            guard last.disagreement(config) != nil else { return nil }
        }
        // A busy machine can be late three times running; a late design is late nearly always.
        var lateAgain = 0
        for _ in 0..<config.recount {
            let again = await run(cells, deadline: long, window: window)
            if again.disagreement(config) != nil { lateAgain += 1 }
        }
        guard lateAgain * 5 >= config.recount * 4 else { return nil }
        return (last, last.disagreement(config) ?? .late)
    }
    // ANCHOR_END: confirm
    // ANCHOR_END: reproduce

    /// The failing case shrunk, and run again `config.recount` times to say how often it fails.
    func report(_ number: Int, _ cells: [Cell], _ found: Found) async -> LawFailure {
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
        let (left, right) = (failing.left, failing.right)
        return LawFailure(
            law: law.title, equation: law.equation, design: design.name, seed: seed, caseNumber: number,
            cases: config.cases, shrinkSteps: steps, inputs: shrunk.map { ($0.name, $0.text) }, left: left,
            right: right, late: failing.kind == .late ? Disagreement.later(left, right) : nil,
            reason: failing.kind.reason(left, right), observers: failing.observers, failedRuns: failures,
            runs: config.recount, deadline: config.confirmationDeadline, slack: config.slack, cells: shrunk)
    }

    /// How many of `config.recount` runs of `cells` disagree: how often the bug shows, for the
    /// report, with the shrinking deadline (the failure itself is already confirmed).
    private func failures(of cells: [Cell], window: Duration) async -> Int {
        var count = 0
        for _ in 0..<config.recount {
            let sides = await run(cells, deadline: config.shrinkConfirmationDeadline, window: window)
            if sides.disagreement(config) != nil { count += 1 }
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
        await LawCheck(self, on: design, config: config).check()
    }
}
