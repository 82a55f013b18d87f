/// Smaller versions of a value, tried in order when a law fails, so the report shows the least
/// input that still breaks it.
public protocol Shrinkable {
    /// Candidates that are simpler than `self`, the most promising first. Empty when `self` is minimal.
    var shrinks: [Self] { get }
}

extension Int: Shrinkable {
    /// Towards zero: `0`, the positive twin of a negative number, then ever closer to `self`
    /// by halving the step (`x/2`, `3x/4`, `7x/8`, ... `x - 1`), so that greedy shrinking
    /// finds the smallest failing value in a few dozen steps even from `Int.max`.
    public var shrinks: [Int] {
        guard self != 0 else { return [] }
        var candidates = [0]
        if self < 0 && self != .min { candidates.append(-self) }
        var step = self / 2
        while step != 0 {
            let candidate = self - step
            if !candidates.contains(candidate) { candidates.append(candidate) }
            step /= 2
        }
        return candidates
    }
}

/// A case made as small as shrinking could make it, and what shows it still fails.
struct Shrunk<Evidence> {
    var cells: [Cell]
    /// Which candidate each step took, by its index among ``Swift/Array/shrinks``: a case started
    /// apart follows it to make the same case again (Crashes/Apart.swift).
    var path: [Int]
    /// What the last step's candidate showed; nil when no step was taken.
    var evidence: Evidence?
    var steps: Int
}

/// Greedy shrinking, the one loop for a failing case and a crashing one: take the first simpler
/// case that still fails, until none does or `budget` candidates have been tried.
///
/// - Parameters:
///   - path: the steps already taken to reach `cells`.
///   - stillFails: the evidence that a candidate, reached by the path given, still fails; nil
///     if it does not.
// ANCHOR: shrink
func shrinkGreedily<Evidence>(
    _ cells: [Cell], path: [Int] = [], budget: Int, stillFails: ([Cell], [Int]) async -> Evidence?
) async -> Shrunk<Evidence> {
    var current = Shrunk<Evidence>(cells: cells, path: path, evidence: nil, steps: 0)
    var budget = budget
    search: while budget > 0 {
        for (index, candidate) in current.cells.shrinks.enumerated() {
            budget -= 1
            if budget < 0 { break search }
            if let evidence = await stillFails(candidate, current.path + [index]) {
                current = Shrunk(
                    cells: candidate, path: current.path + [index], evidence: evidence, steps: current.steps + 1)
                continue search
            }
        }
        break
    }
    return current
}
// ANCHOR_END: shrink

extension LawCheck {
    /// A failing case shrunk; for an intermittent bug, each candidate gets `tries` runs to show it.
    func shrink(_ cells: [Cell], _ found: Found, tries: Int) async -> ([Cell], Found, Int) {
        let shrunk = await shrinkGreedily(cells, budget: config.shrinkBudget) { candidate, _ in
            await reproduce(
                candidate, tries: tries, confirmingWithin: config.shrinkConfirmationDeadline,
                window: found.window(config))
        }
        return (shrunk.cells, shrunk.evidence ?? found, shrunk.steps)
    }

    /// A case simpler than the reported one that still breaks the law, as its input lines; `nil`
    /// when the report's case is as small as shrinking can make it. The harness's self-test asks.
    package func simplerFailure(than failure: LawFailure) async -> String? {
        for candidate in failure.cells.shrinks where await reproduce(candidate) != nil {
            return candidate.map { "\($0.name) = \($0.text)" }.joined(separator: "; ")
        }
        return nil
    }
}

extension [Cell] {
    /// Simpler cases: one input shrunk at a time, in order.
    var shrinks: [[Cell]] {
        indices.flatMap { index in
            self[index].shrinks().map { smaller in
                var copy = self
                copy[index] = smaller
                return copy
            }
        }
    }
}
