/// One law: a name, its equation, how to generate its inputs, and its two sides as programs.
/// `check` runs both sides on generated cases and compares what they deliver and do.
///
/// ```swift
/// let outcome = await Law<MyDesign>.functorIdentity.check(MyDesign(), config: LawConfig())
/// if case .failed(let failure) = outcome { print(failure.report(replay: "MyTests")) }
/// ```
public struct Law<Design: FunctorDesign>: Sendable, CustomStringConvertible {
    /// One side of the equation, as a program over the design.
    public typealias Side = @Sendable (Design, LawInputs, LawRun) -> Void

    /// The law set it belongs to: `Functor`, `Monad`, `Errors`, `Bifunctor`, or a chapter's own.
    public let family: String
    /// The law's name: `left identity`.
    public let name: String
    /// `pure(a).flatMap(k) ≡ k(a)`.
    public let equation: String
    let inputs: @Sendable (_ failures: Bool) -> Gen<LawInputs>
    let isValid: @Sendable (LawInputs) -> Bool
    let lhs: Side
    let rhs: Side

    /// Creates a law; chapters use this for properties of their own.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - inputs: generates the inputs; told whether failing promises are allowed.
    ///   - isValid: what every case must satisfy, generated or shrunk: "where fa fails" is a
    ///     condition shrinking must not break on its way to a smaller case.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    public init(
        _ family: String, _ name: String, _ equation: String,
        inputs: @escaping @Sendable (_ failures: Bool) -> Gen<LawInputs>,
        where isValid: @escaping @Sendable (LawInputs) -> Bool = { _ in true },
        lhs: @escaping Side, rhs: @escaping Side
    ) {
        self.family = family
        self.name = name
        self.equation = equation
        self.inputs = inputs
        self.isValid = isValid
        self.lhs = lhs
        self.rhs = rhs
    }

    /// `Monad · left identity`.
    public var title: String { "\(family) · \(name)" }

    /// `Monad · left identity: pure(a).flatMap(k) ≡ k(a)`.
    public var description: String { "\(title): \(equation)" }

    /// Checks the law on generated cases; shrinks and reports the first failing one.
    // ANCHOR: check
    public func check(_ design: Design, config: LawConfig) async -> LawOutcome {
        let seed = config.seed(for: "\(design.name) · \(title)")
        var rng = SplitMix64(seed: seed)
        let gen = inputs(design.hasErrorChannel)
        for number in 1...config.cases {
            let inputs = gen.run(&rng)
            guard let failing = await fails(design, inputs, config, confirm: true) else { continue }
            let (shrunk, observations, steps) = await shrink(design, inputs, failing, config)
            return .failed(
                LawFailure(
                    law: title, equation: equation, design: design.name, seed: seed,
                    caseNumber: number, cases: config.cases, shrinkSteps: steps, inputs: shrunk,
                    left: observations.left, right: observations.right, deadline: config.confirmationDeadline))
        }
        return .passed(cases: config.cases)
    }
    // ANCHOR_END: check

    /// What each side did for these inputs, if they disagree; `nil` if the law holds for them.
    /// Tests use it to pin one case, or to show that a reported case is as small as it gets.
    public func counterexample(_ design: Design, _ inputs: LawInputs, config: LawConfig) async
        -> (left: Observation, right: Observation)?
    {
        await fails(design, inputs, config, confirm: true)
    }

    /// Both sides observed at once, each with its own effect log.
    func observe(_ design: Design, _ inputs: LawInputs, within deadline: Duration, grace: Duration) async
        -> (left: Observation, right: Observation)
    {
        async let left = Self.observe(lhs, design, inputs, deadline, grace)
        async let right = Self.observe(rhs, design, inputs, deadline, grace)
        return await (left, right)
    }

    // ANCHOR: observe
    private static func observe(
        _ side: Side, _ design: Design, _ inputs: LawInputs, _ deadline: Duration, _ grace: Duration
    ) async -> Observation {
        let deliveries = Collected<Delivery>()
        let log = EffectLog()
        side(design, inputs, LawRun(log: log, deliver: { deliveries.append($0) }))
        if await !deliveries.wait(for: 1, within: deadline).isEmpty {
            // One delivery is what a promise owes; keep listening briefly for a second.
            await deliveries.wait(for: 2, within: grace)
        }
        return Observation(deliveries: deliveries.values, effects: log.snapshot)
    }
    // ANCHOR_END: observe

    /// The observations if `inputs` break the law; a disagreement seen with the short deadline
    /// is confirmed with the long one, so a slow machine cannot fail a lawful design.
    private func fails(_ design: Design, _ inputs: LawInputs, _ config: LawConfig, confirm: Bool) async
        -> (left: Observation, right: Observation)?
    {
        let quick = await observe(design, inputs, within: config.deadline, grace: config.grace)
        guard quick.left != quick.right else { return nil }
        guard confirm else { return quick }
        let sure = await observe(design, inputs, within: config.confirmationDeadline, grace: config.grace)
        return sure.left != sure.right ? sure : nil
    }

    /// Greedy shrinking: take the first simpler candidate that still fails, until none does.
    // ANCHOR: shrink
    private func shrink(
        _ design: Design, _ inputs: LawInputs,
        _ observations: (left: Observation, right: Observation), _ config: LawConfig
    ) async -> (LawInputs, (left: Observation, right: Observation), Int) {
        var current = (inputs: inputs, observations: observations)
        var steps = 0
        var budget = config.shrinkBudget
        search: while budget > 0 {
            for candidate in current.inputs.shrinks where isValid(candidate) {
                budget -= 1
                if budget < 0 { break search }
                if let failing = await fails(design, candidate, config, confirm: true) {
                    current = (candidate, failing)
                    steps += 1
                    continue search
                }
            }
            break
        }
        return (current.inputs, current.observations, steps)
    }
    // ANCHOR_END: shrink
}

/// Whether a law held.
public enum LawOutcome: Sendable {
    /// Every case agreed.
    case passed(cases: Int)
    /// A case disagreed; here it is, shrunk.
    case failed(LawFailure)
}
