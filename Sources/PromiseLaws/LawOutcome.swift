/// What a check concludes: whether the law held, and for a failure how the sides disagreed and
/// what each side had done (Report/Report.swift writes it out).

/// How the two sides of a run disagree.
enum Disagreement: Sendable, Equatable {
    /// An observer was called more than once.
    case repeated
    /// Different deliveries or effects.
    case different
    /// The same, but one side at a later instant than the other.
    case late
    /// A delivery came from a thread the harness does not run, off the side's clock, from a
    /// design that promised to run on virtual time.
    case offClock
}

/// A confirmed failure: how the sides disagree, and what each side had done when it was
/// confirmed, taken then: a delivery that straggles in later (from a thread of the design's
/// own) must not change the report.
struct Found: Sendable {
    let kind: Disagreement
    let left: Observation
    let right: Observation
    /// How many observers each side has.
    let observers: Int

    /// How long to listen for a second delivery when running this failure again: only a
    /// failure that was a second delivery needs the window.
    func window(_ config: LawConfig) -> Duration { kind == .repeated || kind == .offClock ? config.window : .zero }
}

/// Whether a law held.
public enum LawOutcome: Sendable {
    /// How many schedules the searches of a racing law's cases ran, and whether that was every
    /// schedule within the bound of preemptions, or the budget ran out first, or a race was
    /// abandoned (a thread blocked), which hides the schedules past where it stopped.
    public struct Search: Sendable, Equatable {
        public let schedules: Int
        public let complete: Bool
        public let trimmed: Bool
        /// Which cases were searched, by number: the first whose outcomes all succeed, and the
        /// first in which one fails.
        public let cases: [Int]
    }

    /// Every case agreed; for a law that races threads, how its first case was searched.
    case passed(cases: Int, search: Search?)
    /// A case disagreed; here it is, shrunk.
    case failed(LawFailure)
    /// Every case agreed, but a law that races threads saw none of them take a lock the
    /// schedules can step into: its races were not raced. The message says why, and what to do.
    case notRaced(String)
    /// Neither passed nor failed: a racing law on a design the schedules cannot enter
    /// (``FunctorDesign/schedulesCanEnter``), whose cases each raced once on real threads and
    /// agreed. The message says so, with the count.
    case notExplored(String)
    /// Not checked: the law is about a guarantee the design does not make (``Law/applies(to:)``).
    case notPromised(String)
}

extension LawOutcome {
    /// What a test records for this outcome, if anything: the report of a failure; why a racing
    /// law could not race; or, for a law that held on a search that was not complete, that it
    /// is not proven, whatever set the budget. ``expectLaw(_:holdsFor:config:sourceLocation:)``
    /// and the exercises' checks record the same.
    package func problem(law: String, design: String, config: LawConfig, replay filter: String) -> String? {
        switch self {
        case .failed(let failure): return failure.report(replay: filter)
        case .notRaced(let why): return why
        case .notExplored, .notPromised: return nil
        case .passed(_, let search):
            guard let search, !search.complete else { return nil }
            let why =
                search.trimmed
                ? "a race was abandoned when a thread blocked, so the schedules past where it stopped were never run"
                : "the search ran out of its budget (\(config.scheduleBudget) schedules a searched case) before it had "
                    + "tried every schedule with at most \(config.preemptions) preemptions"
            let raise =
                config.scheduleBudget == LawConfig.defaultScheduleBudget
                ? "shorten the race, or raise LawConfig.defaultScheduleBudget"
                : "raise LAWS_SCHEDULE_BUDGET (now \(config.scheduleBudget))"
            return "✗ \(law) held for \(design) on the \(search.schedules) schedules searched, but is not proven: "
                + "\(why). To search them all, \(search.trimmed ? "find the thread that blocks" : raise)."
        }
    }
}
