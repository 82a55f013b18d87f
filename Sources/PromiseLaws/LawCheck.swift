import Foundation

// How a law is checked: its cases generated and run, a disagreement confirmed, the failing
// case shrunk (Shrinking.swift) and reported.

extension Law {
    /// Checks the law on generated cases; shrinks and reports the first failing one.
    // ANCHOR: check
    public func check(_ design: Design, config: LawConfig) async -> LawOutcome {
        let seed = config.seed(for: "\(design.name) · \(title)")
        var rng = SplitMix64(seed: seed)
        let cases = generate(design.hasErrorChannel)
        var watched: [(number: Int, cells: [Cell], sides: Sides)] = []
        for number in 1...config.cases {
            let cells = cases.run(&rng)
            let sides = await run(design, cells, deadline: config.deadline)
            // A second delivery is looked for once the window has passed, in case order, below:
            // whether one arrives before the next case starts is up to the machine.
            if let kind = sides.disagreement(config), kind != .repeated,
                let found = await reproduce(design, cells, config, seen: sides)
            {
                return .failed(await report(design, number, cells, found, seed, config))
            }
            watched.append((number, cells, sides))
        }
        // A second delivery may come late: look at every case again once the window has passed.
        await pause(config.window)
        for (number, cells, sides) in watched {
            if sides.disagreement(config) != nil, let found = await reproduce(design, cells, config, seen: sides) {
                return .failed(await report(design, number, cells, found, seed, config))
            }
        }
        return .passed(cases: config.cases)
    }
    // ANCHOR_END: check

    /// Both sides run at once, each on a thread of its own, in a world of its own: its clock,
    /// its log, its deliveries.
    ///
    /// A design on the harness's time runs until its world has nothing left to run, in
    /// microseconds; `deadline` (real time) only ends a side that blocks its thread, which then
    /// fails the law instead of hanging the run (a side that is merely slow, on a loaded
    /// machine, is run again with the long deadline before anything is reported). A design
    /// with threads of its own is waited for in real time, up to `deadline`.
    func run(_ design: Design, _ cells: [Cell], deadline: Duration, window: Duration = .zero) async -> Sides {
        let queue = (design as? any QueueDesign)?.callbackQueue
        let owned = design.usesHarnessTime
        let sides = Sides(
            left: LawRun(queue: queue, ownsTime: owned), right: LawRun(queue: queue, ownsTime: owned),
            timed: checksTiming && design.promisesTiming && owned, owned: owned)
        for (side, run) in [(lhs, sides.left), (rhs, sides.right)] {
            let thread = Thread {
                run.world.run(
                    deadline: deadline, begin: { side(design, run, cells) },
                    until: { run.collected.values.count >= run.expectedObservers })
                run.built.append(true)
            }
            thread.stackSize = 1 << 22
            thread.start()
        }
        await sides.settle(deadline: deadline, window: window)
        return sides
    }

    /// A confirmed failure of `cells`: up to `tries` runs with the short deadline (an
    /// intermittent bug needs more than one), each disagreement then confirmed.
    // ANCHOR: reproduce
    func reproduce(
        _ design: Design, _ cells: [Cell], _ config: LawConfig, tries: Int = 1, seen: Sides? = nil,
        confirmingWithin confirmation: Duration? = nil, window: Duration = .zero
    ) async -> Found? {
        for attempt in 1...tries {
            let sides: Sides
            if attempt == 1, let seen {
                sides = seen
            } else {
                sides = await run(design, cells, deadline: config.deadline, window: window)
            }
            guard let kind = sides.disagreement(config) else { continue }
            let long = confirmation ?? config.confirmationDeadline
            if let found = await confirm(design, cells, sides, kind, config, within: long, window: window) {
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
        _ design: Design, _ cells: [Cell], _ sides: Sides, _ kind: Disagreement, _ config: LawConfig,
        within long: Duration, window: Duration
    ) async -> (sides: Sides, kind: Disagreement)? {
        if sides.owned {
            // On the harness's time a run is a function of its case: what it did once it does
            // again. Only a delivery from a thread of the design's own can still be on its way,
            // so a missing one gets a short real-time grace to arrive (off the clock).
            if kind == .different { await sides.settle(deadline: long, window: config.window) }
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
            last = await run(design, cells, deadline: long, window: window)
            guard last.disagreement(config) != nil else { return nil }
        }
        // A busy machine can be late three times running; a late design is late nearly always.
        var lateAgain = 0
        for _ in 0..<config.recount {
            let again = await run(design, cells, deadline: long, window: window)
            if again.disagreement(config) != nil { lateAgain += 1 }
        }
        guard lateAgain * 5 >= config.recount * 4 else { return nil }
        return (last, last.disagreement(config) ?? .late)
    }
    // ANCHOR_END: confirm
    // ANCHOR_END: reproduce

    /// The failing case shrunk, and run again `config.recount` times to say how often it fails.
    func report(
        _ design: Design, _ number: Int, _ cells: [Cell], _ found: Found, _ seed: UInt64, _ config: LawConfig
    ) async -> LawFailure {
        let intermittent = await failures(of: cells, design, config, window: found.window(config)) < config.recount
        let tries = intermittent ? config.confirmations : 1
        var (shrunk, failing, steps) = await shrink(design, cells, found, config, tries: tries)
        // Shrinking confirms with a shorter deadline, to be quick: the smallest case is
        // confirmed with the long one, and if a busy machine misled the search, the case
        // found first is reported instead.
        if steps > 0 {
            if let sure = await reproduce(design, shrunk, config, tries: tries, window: found.window(config)) {
                failing = sure
            } else {
                (shrunk, failing, steps) = (cells, found, 0)
            }
        }
        let failures = await failures(of: shrunk, design, config, window: found.window(config))
        let (left, right) = (failing.left, failing.right)
        return LawFailure(
            law: title, equation: equation, design: design.name, seed: seed, caseNumber: number, cases: config.cases,
            shrinkSteps: steps, inputs: shrunk.map { ($0.name, $0.text) }, left: left, right: right,
            late: failing.kind == .late ? Self.later(left, right) : nil, reason: Self.reason(failing.kind, left, right),
            observers: failing.observers,
            failedRuns: failures, runs: config.recount, deadline: config.confirmationDeadline,
            slack: config.slack, cells: shrunk)
    }

    /// How many of `config.recount` runs of `cells` disagree: how often the bug shows, for the
    /// report, with the shrinking deadline (the failure itself is already confirmed).
    private func failures(of cells: [Cell], _ design: Design, _ config: LawConfig, window: Duration) async -> Int {
        var count = 0
        for _ in 0..<config.recount {
            let sides = await run(design, cells, deadline: config.shrinkConfirmationDeadline, window: window)
            if sides.disagreement(config) != nil { count += 1 }
        }
        return count
    }

    /// The failure in one phrase: which side, which observer, what it did.
    private static func reason(_ kind: Disagreement, _ left: Observation, _ right: Observation) -> String {
        let sides = [("left", left), ("right", right)]
        switch kind {
        case .repeated:
            let named = sides.flatMap { name, side in
                side.repeated.map { observer in
                    let times = side.deliveries.filter { $0.observer == observer }.count
                    return "the \(name) side's observer \(observer) was called \(times) times"
                }
            }
            return named.joined(separator: "; ") + "; a promise calls each observer once"
        case .offClock:
            let named = sides.filter { $0.1.offClock }.map { "the \($0.0) side" }
            return named.joined(separator: " and ")
                + " delivered from a thread the harness does not run (off its clock): the design works somewhere it was not asked to"
        case .late:
            let l = left.firstArrivals.values.compactMap { $0 }.max() ?? 0
            let r = right.firstArrivals.values.compactMap { $0 }.max() ?? 0
            return "the left side delivered at \(l) ms, the right at \(r) ms (virtual time): one is late"
        case .different:
            if let name = sides.first(where: { $0.1.blocked })?.0 {
                return
                    "the \(name) side blocked its thread (a deadlock, or a wait for work that needs that same thread)"
            }
            if left.deliveries.map(\.delivery) == right.deliveries.map(\.delivery) {
                return left.deliveries == right.deliveries
                    ? "the sides did different things (effects)" : "the sides delivered on different queues"
            }
            return "the sides delivered different things"
        }
    }

    /// Which side was late, when lateness is the failure.
    private static func later(_ left: Observation, _ right: Observation) -> LawFailure.Side {
        let l = left.firstArrivals.values.compactMap { $0 }.max() ?? 0
        let r = right.firstArrivals.values.compactMap { $0 }.max() ?? 0
        return l > r ? .left : .right
    }

    /// Waits without blocking a thread.
    private func pause(_ duration: Duration) async {
        await Collected<Int>().wait(for: 1, within: duration)
    }
}
