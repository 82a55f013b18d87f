/// The harness's own seeded random generator: SplitMix64, by Guy Steele, Doug Lea and Christine Flood.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let first = rng.next()  // 13679457532755275413, every time, on every platform
/// let die = rng.next(below: 6)  // a fair draw from 0..<6
/// ```
///
/// - Note: The standard library's `Int.random(in:)` is free to change its algorithm between
///   Swift releases, and a seed printed in a law report must replay forever. So the harness
///   draws every number from this generator and from its own bounded draw, `next(below:)`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose whole future is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    // ANCHOR: next
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    // ANCHOR_END: next

    /// A uniform draw from `0..<bound`, without modulo bias.
    ///
    /// - Parameter bound: the exclusive upper bound; must be greater than zero.
    /// - Returns: a number in `0..<bound`.
    /// - Note: Lemire's multiply-and-reject method: take the high half of a 128-bit product and
    ///   redraw in the rare case where the low half lands in the biased sliver.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "a bounded draw needs a bound above zero")
        let threshold = (0 &- bound) % bound
        while true {
            let (high, low) = bound.multipliedFullWidth(by: next())
            if low >= threshold { return high }
        }
    }

    /// A uniform draw from a closed range of integers.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        // A width of zero means the range covers every Int: any 64 bits will do.
        let offset = width == 0 ? next() : next(below: width)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }
}
