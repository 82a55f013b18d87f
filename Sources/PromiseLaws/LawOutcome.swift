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
    /// How many schedules the search of a racing law's first case ran, and whether that was every
    /// schedule within the bound of preemptions, or the budget ran out first.
    public struct Search: Sendable, Equatable {
        public let schedules: Int
        public let complete: Bool
    }

    /// Every case agreed; for a law that races threads, how its first case was searched.
    case passed(cases: Int, search: Search?)
    /// A case disagreed; here it is, shrunk.
    case failed(LawFailure)
    /// Every case agreed, but a law that races threads saw none of them take a lock the
    /// schedules can step into: its races were not raced. The message says why, and what to do.
    case notRaced(String)
}
