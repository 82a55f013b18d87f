/// One law: a name, its equation, its inputs, and its two sides as programs over a design.
/// `check` runs both sides on generated cases and compares what they deliver, when, on which
/// queue, and what they do.
///
/// ```swift
/// Law(family: "Monad", name: "left identity", equation: "pure(a).flatMap(k) ≡ k(a)",
///     Given.value("a"), Given.kleisli("k"),
///     lhs: { d, run, a, k in run.observe(d, d.flatMap(d.pure(a), run.kleisli(d, k, "k"))) },
///     rhs: { d, run, a, k in run.observe(d, run.kleisli(d, k, "k")(a)) })
/// ```
public struct Law<Design: FunctorDesign>: Sendable, CustomStringConvertible {
    typealias Side = @Sendable (Design, LawRun, [Cell]) -> Void

    /// The law set it belongs to: `Functor`, `Monad`, `Errors`, `Contract`, or a chapter's own.
    public let family: String
    /// The law's name: `left identity`.
    public let name: String
    /// `pure(a).flatMap(k) ≡ k(a)`.
    public let equation: String
    let generate: @Sendable (_ failures: Bool) -> Gen<[Cell]>
    let lhs: Side
    let rhs: Side
    /// Whether the sides must also deliver at about the same time: true for the oracle laws,
    /// whose right side is the recipe itself, on time by construction.
    private(set) var checksTiming = false

    init(
        family: String, name: String, equation: String,
        generate: @escaping @Sendable (_ failures: Bool) -> Gen<[Cell]>, lhs: @escaping Side, rhs: @escaping Side
    ) {
        self.family = family
        self.name = name
        self.equation = equation
        self.generate = generate
        self.lhs = lhs
        self.rhs = rhs
    }

    /// The same law, also failing when one side delivers more than ``LawConfig/slack`` after
    /// the other: for a law whose right side is on time by construction.
    public func timed() -> Law {
        var law = self
        law.checksTiming = true
        return law
    }

    /// `Monad · left identity`.
    public var title: String { "\(family) · \(name)" }

    /// `Monad · left identity: pure(a).flatMap(k) ≡ k(a)`.
    public var description: String { "\(title): \(equation)" }
}
