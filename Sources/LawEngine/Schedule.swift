import Foundation

/// An interleaving as data: which of a law's threads runs, and until which step. A law that
/// races threads runs them one at a time on such a schedule (the engine's `Scheduler`), so one schedule
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
    /// A schedule not written out yet, but drawn at random as the race runs (``Drawn``, PCT.swift):
    /// the race records what it did as turns, which is what a report prints.
    package let drawn: Drawn?

    /// A schedule of turns.
    public init(_ turns: [Turn] = []) {
        self.turns = turns
        drawn = nil
    }

    package init(drawn: Drawn) {
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
}
