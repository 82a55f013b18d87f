// What the laws add to the engine's schedules: a schedule is an input, which shrinks like any other.

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
