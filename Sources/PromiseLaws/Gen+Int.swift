extension Gen where Value == Int {
    /// A uniform integer from `range`.
    public static func int(in range: ClosedRange<Int>) -> Gen {
        Gen { rng in rng.next(in: range) }
    }

    /// A small integer, zero and its neighbours more often than the rest: where most bugs show.
    public static let small: Gen = .frequency([
        (3, .int(in: -3...3)),
        (2, .int(in: -20...20)),
    ])

    /// The values the laws generate: small ones most often, then the edges of the type (0, ±1,
    /// powers of two and their neighbours, `Int.min`, `Int.max`), then any `Int` at all. A
    /// design that keeps a value in a narrower type, or uses one value as a marker, is found.
    // ANCHOR: value
    public static let value: Gen = .frequency([
        (5, small),
        (2, edge),
        (1, .int(in: Int.min...Int.max)),
    ])
    // ANCHOR_END: value

    /// The edges: 0, ±1, ±2ᵏ and their neighbours, `Int.min` and `Int.max`.
    public static let edge: Gen = .frequency([
        (1, .element(of: [0, 1, -1, Int.max, Int.min, Int.max - 1, Int.min + 1])),
        (
            3,
            zip(.int(in: 1...62), .int(in: -1...1), .element(of: [1, -1])).map { power, nudge, sign in
                sign * ((1 << power) + nudge)
            }
        ),
    ])
}

extension Gen where Value == Bool {
    /// `true` or `false`, equally likely.
    public static let bool: Gen = Gen { rng in rng.next(below: 2) == 1 }
}

extension LawError {
    /// Small codes: errors are told apart, not computed with.
    static let gen: Gen<LawError> = Gen.int(in: 1...9).map { LawError(code: $0) }
}
