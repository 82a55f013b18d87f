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
