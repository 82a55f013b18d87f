/// The middle of `samples`: the mean of the two middle ones when their count is even.
///
/// ```swift
/// median([5, 1, 3])     // 3
/// median([4, 1, 3, 2])  // 2.5
/// ```
///
/// - Note: A median, not a mean: on a machine shared with other work, one slow round (a build
///   starting elsewhere) moves a mean as far as it likes, and a median not at all.
/// - Returns: `nil` when there are no samples.
public func median(_ samples: [Double]) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
