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
}

extension Gen where Value == Bool {
    /// `true` or `false`, equally likely.
    public static let bool: Gen = Gen { rng in rng.next(below: 2) == 1 }
}
