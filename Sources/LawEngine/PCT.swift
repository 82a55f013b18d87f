// Probabilistic concurrency testing (PCT, Burckhardt et al., ASPLOS 2010), whole: how a schedule
// is drawn (``Schedule/Drawn/draw(threads:steps:using:)``), how a race run on it chooses who goes
// on (``Schedule/Drawn/choose(_:running:after:finished:)``), and the strategy that hands one out
// (``OneSchedule/drawn(threads:steps:why:draws:)``). The scheduler asks a drawn schedule who runs next and knows nothing more
// of it.

extension Schedule {
    /// A schedule drawn at random, the way PCT draws one: the threads get random priorities, the
    /// highest-priority thread that can run does, and after each change step the running thread
    /// drops to the lowest priority. The paper's bound, for n threads and k steps: with d - 1
    /// change steps drawn among the k, a bug of depth d (d orderings between steps make it
    /// happen, and no fewer do) is found with probability at least 1 / (n · k^(d-1)) per draw.
    /// ``draw(threads:steps:using:)`` draws two change steps, so d is 3: a bug of depth 3, in a
    /// race of at most k steps (those the change steps are drawn among), is found with
    /// probability at least 1 / (n · k²) per draw. A deeper bug has no such bound.
    package struct Drawn: Hashable, Sendable, CustomStringConvertible {
        /// A drawn schedule, as a report prints it back (`drawn: t2, t1; change after steps 3`).
        package init(priorities: [Int], changes: [Int]) {
            self.priorities = priorities
            self.changes = changes
        }

        /// The threads, highest priority first.
        package var priorities: [Int]
        /// The steps after which the running thread drops to the lowest priority.
        package var changes: [Int]

        package var description: String {
            "drawn: " + priorities.map { "t\($0 + 1)" }.joined(separator: ", ")
                + (changes.isEmpty ? "" : "; change after steps " + changes.map(String.init).joined(separator: ", "))
        }

        /// Two change points among the `steps` steps of a run (PCT with depth 3), for `threads` threads.
        static func draw(threads: Int, steps: Int, using rng: inout SplitMix64) -> Schedule {
            var priorities = Array(0..<threads)
            for index in priorities.indices.reversed() where index > 0 {
                priorities.swapAt(index, rng.next(in: 0...index))
            }
            let changes = Set((0..<2).map { _ in rng.next(in: 1...max(1, steps)) })
            return Schedule(drawn: Drawn(priorities: priorities, changes: changes.sorted()))
        }

        /// Who runs after `step`: the highest-priority thread not `finished`, once `running`, if
        /// it is still running and `step` is a change step, has dropped to the lowest priority.
        func choose(_ priorities: inout [Int], running: Int?, after step: Int, finished: Set<Int>) -> Int {
            if let running, changes.contains(step), let at = priorities.firstIndex(of: running) {
                priorities.append(priorities.remove(at: at))
            }
            return priorities.first { !finished.contains($0) } ?? 0
        }
    }
}

extension OneSchedule {
    /// One drawn schedule, run once (``Schedule/Drawn``), its change steps anywhere in a race of
    /// `steps` steps among `threads` threads: for every case after the searched ones, and for a
    /// searched case whose search ran out of its budget. `why` says why only one is drawn, for
    /// the report: `only the first case is searched`.
    package static func drawn(threads: Int, steps: Int, why: String, draws: inout SplitMix64) -> OneSchedule {
        OneSchedule(
            Schedule.Drawn.draw(threads: threads, steps: steps, using: &draws), name: "a drawn schedule (\(why))")
    }
}
