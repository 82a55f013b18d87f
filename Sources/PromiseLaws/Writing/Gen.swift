/// A generator of random values: one closure that draws a value from the harness's generator.
///
/// ```swift
/// let small = Gen.int(in: 0...9)
/// let pairs = zip(small, small.map { $0 * 10 })
/// var rng = SplitMix64(seed: 1)
/// let (x, y) = pairs.run(&rng)  // the same pair for the same seed, forever
/// ```
// ANCHOR: gen
public struct Gen<Value>: Sendable {
    private let draw: @Sendable (inout SplitMix64) -> Value

    /// Creates a generator from a function that draws one value.
    public init(_ draw: @escaping @Sendable (inout SplitMix64) -> Value) {
        self.draw = draw
    }
    // ANCHOR_END: gen

    /// Draws one value.
    public func run(_ rng: inout SplitMix64) -> Value {
        draw(&rng)
    }

    /// A generator that always gives `value`.
    public static func always(_ value: Value) -> Gen where Value: Sendable {
        Gen { _ in value }
    }

    /// Transforms each generated value.
    public func map<New>(_ transform: @escaping @Sendable (Value) -> New) -> Gen<New> {
        Gen<New> { rng in transform(self.run(&rng)) }
    }

    /// Chooses the next generator from the value this one gave.
    public func flatMap<New>(_ transform: @escaping @Sendable (Value) -> Gen<New>) -> Gen<New> {
        Gen<New> { rng in transform(self.run(&rng)).run(&rng) }
    }

    /// An array whose length is drawn from `count`, each element drawn from this generator.
    public func array(of count: Gen<Int>) -> Gen<[Value]> {
        Gen<[Value]> { rng in
            (0..<max(0, count.run(&rng))).map { _ in self.run(&rng) }
        }
    }

    /// One of `values`, each equally likely.
    public static func element(of values: [Value]) -> Gen where Value: Sendable {
        precondition(!values.isEmpty, "element(of:) needs at least one value")
        return Gen { rng in values[Int(rng.next(below: UInt64(values.count)))] }
    }

    /// One of several generators, chosen with the given weights.
    ///
    /// - Parameter choices: pairs of a positive weight and a generator.
    public static func frequency(_ choices: [(Int, Gen)]) -> Gen {
        let total = choices.reduce(0) { $0 + $1.0 }
        precondition(total > 0 && choices.allSatisfy { $0.0 >= 0 }, "frequency needs positive weights")
        let weighted = choices.map { (weight: $0.0, gen: $0.1) }
        return Gen { rng in
            var pick = Int(rng.next(below: UInt64(total)))
            for choice in weighted {
                if pick < choice.weight { return choice.gen.run(&rng) }
                pick -= choice.weight
            }
            return weighted[weighted.count - 1].gen.run(&rng)
        }
    }
}

/// Combines two generators into a generator of pairs.
public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    Gen { rng in (a.run(&rng), b.run(&rng)) }
}

/// Combines three generators into a generator of triples.
public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    Gen { rng in (a.run(&rng), b.run(&rng), c.run(&rng)) }
}

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
