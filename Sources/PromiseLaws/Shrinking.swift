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

extension LawCheck {
    /// Greedy shrinking: take the first simpler case that still fails, until none does. For an
    /// intermittent bug, each candidate gets `tries` runs to show it.
    // ANCHOR: shrink
    func shrink(_ cells: [Cell], _ found: Found, tries: Int) async -> ([Cell], Found, Int) {
        var current = (cells: cells, found: found)
        var steps = 0
        var budget = config.shrinkBudget
        search: while budget > 0 {
            for candidate in current.cells.shrinks {
                budget -= 1
                if budget < 0 { break search }
                let failing = await reproduce(
                    candidate, tries: tries, confirmingWithin: config.shrinkConfirmationDeadline,
                    window: found.window(config))
                if let failing {
                    current = (candidate, failing)
                    steps += 1
                    continue search
                }
            }
            break
        }
        return (current.cells, current.found, steps)
    }
    // ANCHOR_END: shrink

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
