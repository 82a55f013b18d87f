/// An interleaving as data: which of a law's threads runs first, and at which schedule points
/// the running thread steps back. A law that races threads runs them one at a time on such a
/// schedule (``Scheduler``), so one schedule gives one interleaving, every time: it prints,
/// replays and shrinks like any other input.
///
/// This is probabilistic concurrency testing (PCT, Burckhardt et al., 2010): the threads get
/// priorities, the highest-priority thread that can run does, and at a few change points the
/// running thread drops to the lowest priority. Most races need one or two such switches at
/// the right step, so a few random ones find them within a handful of cases.
///
/// ```swift
/// let schedule = Schedule(order: [1, 0], switches: [3])  // t2, t1; switch after step 3
/// ```
public struct Schedule: Hashable, Sendable, CustomStringConvertible {
    /// The law's threads, highest priority first (0 is `t1`).
    public var order: [Int]
    /// The steps after which the running thread drops to the lowest priority, in order.
    public var switches: [Int]

    /// A schedule.
    public init(order: [Int], switches: [Int]) {
        self.order = order
        self.switches = switches.sorted()
    }

    /// `t2, t1; switch after steps 3, 7`, or `t1, t2; no switches`: the threads in the order
    /// they get to run, and the steps after which the running one steps back.
    public var description: String {
        let first = order.map { "t\($0 + 1)" }.joined(separator: ", ")
        guard !switches.isEmpty else { return first + "; no switches" }
        return first + "; switch after step" + (switches.count == 1 ? " " : "s ")
            + switches.map(String.init).joined(separator: ", ")
    }

    /// A random order of the threads and one to three switches in the first 24 steps, mostly
    /// two: enough to put a second thread inside a first one's check-then-act.
    // ANCHOR: schedule-gen
    static func gen(threads: Int) -> Gen<Schedule> {
        let switchCount = Gen<Int>.frequency([(1, .always(0)), (3, .always(1)), (4, .always(2)), (2, .always(3))])
        return Gen { rng in
            var order = Array(0..<threads)
            for index in order.indices.reversed() where index > 0 {
                order.swapAt(index, Gen.int(in: 0...index).run(&rng))
            }
            let count = switchCount.run(&rng)
            let steps = Set((0..<count).map { _ in Gen.int(in: 1...24).run(&rng) })
            return Schedule(order: order, switches: Array(steps))
        }
    }
    // ANCHOR_END: schedule-gen
}

extension Schedule: Shrinkable {
    /// Fewer switches, then earlier ones, then the threads in their own order: the smallest
    /// schedule that still shows the race.
    public var shrinks: [Schedule] {
        var candidates: [Schedule] = switches.indices.map { index in
            var fewer = switches
            fewer.remove(at: index)
            return Schedule(order: order, switches: fewer)
        }
        for index in switches.indices {
            for earlier in switches[index].shrinks where earlier >= 1 && !switches.contains(earlier) {
                var moved = switches
                moved[index] = earlier
                candidates.append(Schedule(order: order, switches: moved))
            }
        }
        let natural = Array(0..<order.count)
        if order != natural { candidates.append(Schedule(order: natural, switches: switches)) }
        return candidates
    }
}

extension Given {
    /// A schedule for a law's `threads` racing threads (``Schedule``).
    public static func schedule(_ name: String, threads: Int) -> Input<Schedule> {
        Input(name, generate: { _ in Schedule.gen(threads: threads) })
    }
}
