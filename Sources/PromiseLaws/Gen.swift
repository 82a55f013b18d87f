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
