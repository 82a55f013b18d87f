/// How a law is checked: how many cases, which seed, how long to wait for a promise, and how
/// hard to look at a failure.
///
/// ```sh
/// LAWS_CASES=500 swift test                       # more cases per law
/// LAWS_SEED=1234 swift test --filter MyTests      # replay a report's seed
/// LAWS_SEED=random swift test                     # explore new cases
/// LAWS_LAW="Monad · left identity" swift test     # check that one law only
/// LAWS_SCHEDULE_BUDGET=20000 swift test                 # try more schedules per racing law
/// LAWS_SCHEDULE="t2 to step 3, t1" swift test      # race every case on this schedule alone
/// ```
public struct LawConfig: Sendable, Equatable {
    /// Where each law's seed comes from.
    public enum Seed: Sendable, Equatable {
        /// A fixed seed per law, derived from the law's and the design's names, so every
        /// run (and every reader of the book) sees the same cases.
        case perLaw
        /// This seed for every law: how a report is replayed.
        case fixed(UInt64)
        /// A fresh seed per law, printed in any report.
        case random
    }

    /// The number of cases per law when `LAWS_CASES` is not set.
    public static let defaultCases = 100

    /// How many schedules each searched case of a racing law runs at most, by default: enough
    /// for every law's search to end on the chapters' designs and on the exercises' reference
    /// answers (chapter 3's `all` needs more than 1,000).
    public static let defaultScheduleBudget = 2_000

    /// Cases per law.
    public var cases: Int
    /// Where seeds come from.
    public var seed: Seed
    /// The one law to check, by its title (`Monad · left identity`); every law when `nil`.
    public var only: String?
    /// How long a side may take, beyond its inputs' own delays, before it counts as
    /// delivering nothing.
    public var deadline: Duration
    /// The longer deadline a failing case is confirmed with, so a slow machine never fails a law.
    public var confirmationDeadline: Duration
    /// The deadline shrinking confirms its candidates with: shorter, so that shrinking a
    /// promise that never delivers takes seconds, not minutes. The smallest case is then
    /// confirmed with ``confirmationDeadline``.
    public var shrinkConfirmationDeadline: Duration
    /// How long to keep listening after a delivery for a second one, which a promise never owes.
    public var window: Duration
    /// How many runs with the long deadline may confirm a disagreement: an intermittent bug
    /// needs several to show again.
    public var confirmations: Int
    /// How many times the shrunk case is run again, to say how often it fails.
    public var recount: Int
    /// The most shrink candidates tried for one failure.
    public var shrinkBudget: Int
    /// How many schedules a racing law's first case may run: it is tried on every schedule with
    /// at most ``preemptions`` preemptions, up to this many, and each other case on one drawn
    /// schedule (``Schedule``).
    public var scheduleBudget: Int
    /// The most preemptions a schedule tried exhaustively has.
    public var preemptions: Int
    /// The one schedule every case of a racing law runs on, instead of the search and the
    /// drawn ones: a report's `rerun` line sets it (`LAWS_SCHEDULE`), to watch a race again or
    /// to try another.
    public var schedule: Schedule?

    /// The defaults: 100 cases, a seed per law, 50 ms to deliver (confirmed with 3 s), a 50 ms
    /// window for a second delivery.
    public init(
        cases: Int = LawConfig.defaultCases,
        seed: Seed = .perLaw,
        only: String? = nil,
        deadline: Duration = .milliseconds(50),
        confirmationDeadline: Duration = .seconds(3),
        shrinkConfirmationDeadline: Duration = .milliseconds(200),
        window: Duration = .milliseconds(50),
        confirmations: Int = 20,
        recount: Int = 5,
        shrinkBudget: Int = 2_000,
        scheduleBudget: Int = LawConfig.defaultScheduleBudget,
        preemptions: Int = 2,
        schedule: Schedule? = nil
    ) {
        self.cases = cases
        self.seed = seed
        self.only = only
        self.deadline = deadline
        self.confirmationDeadline = confirmationDeadline
        self.shrinkConfirmationDeadline = shrinkConfirmationDeadline
        self.window = window
        self.confirmations = confirmations
        self.recount = recount
        self.shrinkBudget = shrinkBudget
        self.scheduleBudget = scheduleBudget
        self.preemptions = preemptions
        self.schedule = schedule
    }

    /// A bad `LAWS_SEED` or `LAWS_CASES`, with what was wrong in words.
    package struct EnvironmentError: Error, Equatable, CustomStringConvertible {
        /// What was wrong and what would be right.
        package let description: String
    }

    /// The defaults, changed by `LAWS_CASES` and `LAWS_SEED` where they are set.
    ///
    /// - Throws: ``EnvironmentError`` when either is set to something that is not understood.
    package static func fromEnvironment(_ environment: [String: String]) throws(EnvironmentError) -> LawConfig {
        var config = LawConfig()
        if let text = environment["LAWS_CASES"] {
            guard let cases = Int(text), cases > 0 else {
                throw EnvironmentError(description: "LAWS_CASES must be a whole number above zero, not '\(text)'")
            }
            config.cases = cases
        }
        if let text = environment["LAWS_SCHEDULE_BUDGET"] {
            guard let schedules = Int(text), schedules >= 0 else {
                throw EnvironmentError(
                    description: "LAWS_SCHEDULE_BUDGET must be a whole number, 0 or more, not '\(text)'")
            }
            config.scheduleBudget = schedules
        }
        if let text = environment["LAWS_SCHEDULE"], !text.isEmpty {
            do {
                config.schedule = try Schedule(parsing: text)
            } catch {
                throw EnvironmentError(description: "LAWS_SCHEDULE: \(error.description)")
            }
        }
        if let title = environment["LAWS_LAW"], !title.isEmpty {
            config.only = title
        }
        if let text = environment["LAWS_SEED"] {
            if text == "random" {
                config.seed = .random
            } else if let seed = UInt64(text) {
                config.seed = .fixed(seed)
            } else {
                throw EnvironmentError(
                    description: "LAWS_SEED must be a seed from a report (a whole number) or 'random', not '\(text)'")
            }
        }
        return config
    }

    /// The seed for one law of one design.
    package func seed(for key: String) -> UInt64 {
        switch seed {
        case .fixed(let seed): return seed
        case .random: return UInt64.random(in: 0...UInt64.max)
        case .perLaw:
            // FNV-1a over the UTF-8 bytes: stable across runs, platforms and Swift versions,
            // unlike `Hasher`, which is seeded per process.
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash % 1_000_000_000
        }
    }
}
