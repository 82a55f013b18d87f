/// An interleaving as data: which of a law's threads runs, and until which step. A law that
/// races threads runs them one at a time on such a schedule (``Scheduler``), so one schedule
/// gives one interleaving, every time: it prints, replays and shrinks like any other input.
///
/// A schedule is a list of turns. `t1 to step 3, t2, t1` reads: t1 runs until it has reached
/// step 3 (the steps are the numbered rows of the report's race table), then t2 runs to its
/// end, then t1 runs to its end. A turn that ends before its thread does is a *preemption*:
/// this schedule has one. Once the turns run out, the running thread goes on, and when it
/// ends the lowest-numbered thread still to finish runs.
///
/// ```swift
/// let schedule = try Schedule(parsing: "t1 to step 3, t2, t1")
/// // schedule.preemptions == 1
/// ```
public struct Schedule: Hashable, Sendable, CustomStringConvertible {
    /// One thread's turn: it runs until it has reached step `until`, or to its end.
    public struct Turn: Hashable, Sendable {
        /// The thread (0 is `t1`).
        public var thread: Int
        /// The step after which another thread runs; `nil`: the thread runs to its end.
        public var until: Int?

        /// A turn.
        public init(_ thread: Int, until: Int? = nil) {
            self.thread = thread
            self.until = until
        }
    }

    /// The turns, in order.
    public var turns: [Turn]
    /// A schedule not written out yet, but drawn at random as the race runs (``Drawn``): the
    /// race records what it did as turns, which is what a report prints.
    let drawn: Drawn?

    /// A schedule of turns.
    public init(_ turns: [Turn] = []) {
        self.turns = turns
        drawn = nil
    }

    init(drawn: Drawn) {
        turns = []
        self.drawn = drawn
    }

    /// How many turns end before their thread does: the schedule's preemptions.
    public var preemptions: Int { turns.count { $0.until != nil } }

    /// `t1 to step 3, t2, t1`: the turns in order; `each thread in turn` for no turns at all.
    public var description: String {
        if let drawn { return drawn.description }
        guard !turns.isEmpty else { return "each thread in turn" }
        return turns.map { "t\($0.thread + 1)" + ($0.until.map { " to step \($0)" } ?? "") }.joined(separator: ", ")
    }

    /// What a schedule written by hand got wrong.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The message a reader acts on.
        public let description: String
    }

    /// A schedule as the reports print it: `t1 to step 3, t2, t1`.
    public init(parsing text: String) throws(ParseError) {
        var turns: [Turn] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let match = part.wholeMatch(of: /t(\d+)(?: to step (\d+))?/), let thread = Int(match.1), thread >= 1
            else {
                throw ParseError(
                    description: "'\(part)' is not a turn: write t1, t2, … for a thread that runs to its end, "
                        + "or t1 to step 3 for one that runs until it has reached step 3")
            }
            let until = match.2.flatMap { Int($0) }
            if let until, until < 1 { throw ParseError(description: "'\(part)': steps are numbered from 1") }
            if let until, let last = turns.last?.until, until <= last {
                throw ParseError(description: "'\(part)': a turn ends after the turn before it, after step \(last)")
            }
            turns.append(Turn(thread - 1, until: until))
        }
        guard !turns.isEmpty else { throw ParseError(description: "a schedule needs at least one turn, like t1") }
        self.init(turns)
    }

    /// A schedule drawn at random, the way probabilistic concurrency testing (PCT, Burckhardt et
    /// al., ASPLOS 2010) draws one: the threads get random priorities, the highest-priority
    /// thread that can run does, and after each change step the running thread drops to the
    /// lowest priority. The paper's bound, for n threads and k steps: with d - 1 change steps
    /// drawn among the k, a bug of depth d (d orderings between steps make it happen, and no
    /// fewer do) is found with probability at least 1 / (n · k^(d-1)) per draw. ``gen`` draws two
    /// change steps, so d is 3: a bug of depth 3, in a race of at most k steps (those the change
    /// steps are drawn among), is found with probability at least 1 / (n · k²) per draw. A deeper
    /// bug has no such bound.
    struct Drawn: Hashable, Sendable, CustomStringConvertible {
        /// The threads, highest priority first.
        var priorities: [Int]
        /// The steps after which the running thread drops to the lowest priority.
        var changes: [Int]

        var description: String {
            "drawn: " + priorities.map { "t\($0 + 1)" }.joined(separator: ", ")
                + (changes.isEmpty ? "" : "; change after steps " + changes.map(String.init).joined(separator: ", "))
        }

        /// Two change points among the `steps` steps of a run (PCT with depth 3), for `threads` threads.
        static func gen(threads: Int, steps: Int) -> Gen<Schedule> {
            Gen { rng in
                var priorities = Array(0..<threads)
                for index in priorities.indices.reversed() where index > 0 {
                    priorities.swapAt(index, Gen.int(in: 0...index).run(&rng))
                }
                let changes = Set((0..<2).map { _ in Gen.int(in: 1...max(1, steps)).run(&rng) })
                return Schedule(drawn: Drawn(priorities: priorities, changes: changes.sorted()))
            }
        }
    }
}

extension Schedule: Shrinkable {
    /// Fewer preemptions first (a turn that ends early runs to its end instead, and what came
    /// after it is left to the default), then each preemption one step earlier.
    public var shrinks: [Schedule] {
        var candidates: [Schedule] = []
        for index in turns.indices where turns[index].until != nil {
            candidates.append(Schedule(Array(turns[..<index]) + [Turn(turns[index].thread)]))
        }
        for index in turns.indices {
            guard let until = turns[index].until, until > 1 else { continue }
            if index > 0, let before = turns[index - 1].until, before >= until - 1 { continue }
            var earlier = turns
            earlier[index].until = until - 1
            candidates.append(Schedule(earlier))
        }
        return candidates
    }
}

extension Given {
    /// A schedule for the threads a law races (``Schedule``). The check chooses it: for the
    /// first case without a failing promise and the first with one, every schedule with at most
    /// two preemptions, within a budget (``LawConfig/scheduleBudget``), and one drawn schedule
    /// more when the budget runs out; for the others, and for a design with threads of its own,
    /// one drawn schedule each.
    public static func schedule(_ name: String) -> Input<Schedule> {
        Input(name, generate: { _ in .always(Schedule()) })
    }
}
