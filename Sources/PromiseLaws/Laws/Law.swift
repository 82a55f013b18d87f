/// One law: a name, its equation, its inputs, and its two sides as programs over a design.
/// `check` runs both sides on generated cases and compares what they deliver, when, on which
/// queue, and what they do (LawCheck.swift).
///
/// ```swift
/// Law(
///     family: "Monad", name: "left identity", equation: "pure(a).flatMap(k) ≡ k(a)",
///     Given.value("a"), Given.kleisli("k"),
///     lhs: { s, a, k in s.observe(s.pure(a).flatMap(k)) },
///     rhs: { s, a, k in s.observe(s.kleisli(k)(a)) })
/// ```
public struct Law<Design: FunctorDesign>: Sendable, CustomStringConvertible {
    /// A side as the harness runs it: handed the side, and the case's inputs, in order.
    typealias Program = @Sendable (Side<Design>, [Cell]) -> Void

    /// The law set it belongs to: `Functor`, `Monad`, `Errors`, `Contract`, or a chapter's own.
    public let family: String
    /// The law's name: `left identity`.
    public let name: String
    /// `pure(a).flatMap(k) ≡ k(a)`.
    public let equation: String
    package let generate: @Sendable (_ failures: Bool) -> Gen<[Cell]>
    let lhs: Program
    let rhs: Program
    /// Whether the sides must also deliver at the same instants: true for the oracle laws,
    /// whose right side is the recipe itself, on time by construction.
    private(set) var checksTiming = false
    /// The guarantees the law is about: it applies to a design that makes at least one of them
    /// (``applies(to:)``), and to every design when there are none. A law about several checks
    /// only those the design makes.
    public private(set) var about: Guarantees = []

    /// A law over one or more inputs: each side is handed the side it runs as, bound to the
    /// design (``Side``), and the inputs in the order they are given here, each as its kind
    /// hands it over (``InputValue``): an `Int` as it is, a promise or a function with its name.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - input: the inputs, each with its name (``Given``).
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    public init<each Value: InputValue>(
        family: String, name: String, equation: String,
        _ input: repeat Input<each Value>,
        lhs: @escaping @Sendable (Side<Design>, repeat (each Value).Argument) -> Void,
        rhs: @escaping @Sendable (Side<Design>, repeat (each Value).Argument) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                var inputs: [Gen<Cell>] = []
                for input in repeat each input { inputs.append(input.cells(failures: failures)) }
                return Gen { [inputs] rng in inputs.map { $0.run(&rng) } }
            },
            lhs: { side, cells in
                var next = cells.makeIterator()
                lhs(side, repeat next.argument((each Value).self))
            },
            rhs: { side, cells in
                var next = cells.makeIterator()
                rhs(side, repeat next.argument((each Value).self))
            })
    }

    init(
        family: String, name: String, equation: String,
        generate: @escaping @Sendable (_ failures: Bool) -> Gen<[Cell]>, lhs: @escaping Program, rhs: @escaping Program
    ) {
        self.family = family
        self.name = name
        self.equation = equation
        self.generate = generate
        self.lhs = lhs
        self.rhs = rhs
    }

    /// The same law, also failing when one side delivers at a later virtual instant than the
    /// other: for a law whose right side is on time by construction. Lateness counts for a
    /// design that promises timing and runs on virtual time.
    public func timed() -> Law {
        var law = self
        law.checksTiming = true
        return law
    }

    /// The same law, marked as one about `guarantees` (``about``).
    public func about(_ guarantees: Guarantees) -> Law {
        var law = self
        law.about = guarantees
        return law
    }

    /// Whether the law asks anything of `design`: it is about nothing in particular, or about a
    /// guarantee the design makes. ``expectLaw(_:holdsFor:config:sourceLocation:)`` checks no
    /// other, and says why.
    public func applies(to design: Design) -> Bool {
        // Only a design whose promises a producer settles makes guarantees; the laws about them
        // are written for such a design.
        about.isEmpty || !about.isDisjoint(with: (design as? any ResolvableDesign)?.guarantees ?? [])
    }

    /// `Monad · left identity`.
    public var title: String { "\(family) · \(name)" }

    /// `Monad · left identity: pure(a).flatMap(k) ≡ k(a)`.
    public var description: String { "\(title): \(equation)" }
}

extension Array {
    /// The laws that ask something of `design` (``Law/applies(to:)``): for a test's arguments,
    /// so that a law about a guarantee the design does not make is left out rather than noted:
    /// `@Test(arguments: Law<MyDesign>.zip.applying(to: MyDesign()))`.
    public func applying<Design>(to design: Design) -> [Law<Design>] where Element == Law<Design> {
        filter { $0.applies(to: design) }
    }
}
