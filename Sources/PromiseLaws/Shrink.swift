/// Smaller versions of a value, tried in order when a law fails, so the report shows the least
/// input that still breaks it.
public protocol Shrinkable {
    /// Candidates that are simpler than `self`, the most promising first. Empty when `self` is minimal.
    var shrinks: [Self] { get }
}

extension Int: Shrinkable {
    /// Towards zero: `0`, then halfway, then one step closer, keeping the sign where it can.
    public var shrinks: [Int] {
        guard self != 0 else { return [] }
        var candidates = [0]
        if self < 0 && self != .min { candidates.append(-self) }
        let half = self / 2
        if half != 0 && !candidates.contains(half) { candidates.append(half) }
        let closer = self > 0 ? self - 1 : self + 1
        if !candidates.contains(closer) { candidates.append(closer) }
        return candidates
    }
}
