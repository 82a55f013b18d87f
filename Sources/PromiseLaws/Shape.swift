/// The promise a Kleisli function chooses for one input: what it delivers, computed from the
/// input, and when.
public struct Shape: TableEntry {
    /// What the promise delivers.
    public enum Outcome: Hashable, Sendable {
        /// Delivers `f(x)`.
        case succeed(Affine)
        /// Fails with a fixed error.
        case fail(LawError)
        /// Never delivers.
        case never
    }

    /// What the promise delivers.
    public var outcome: Outcome
    /// When and where it delivers.
    public var timing: PromiseRecipe.Timing

    /// A shape; immediate unless told otherwise.
    public init(_ outcome: Outcome, _ timing: PromiseRecipe.Timing = .immediately) {
        self.outcome = outcome
        self.timing = timing
    }

    /// `succeed(0)`, at once.
    public static let simplest = Shape(.succeed(.simplest))

    /// The recipe for input `x`.
    public func recipe(for x: Int) -> PromiseRecipe {
        switch outcome {
        case .succeed(let f): PromiseRecipe(.succeed(f(x)), timing)
        case .fail(let error): PromiseRecipe(.fail(error), timing)
        case .never: PromiseRecipe(.never)
        }
    }

    /// `succeed(3x + 1) after 2 ms on laws.a`.
    public func text(in variable: String) -> String {
        switch outcome {
        case .succeed(let f): "succeed(\(f.text(in: variable)))" + timing.suffix
        case .fail(let error): "fail(\(error))" + timing.suffix
        case .never: "never"
        }
    }

    /// Towards `succeed(0)` at once.
    public var shrinks: [Shape] {
        let outcomes: [Outcome] =
            switch outcome {
            case .succeed(let f): f.shrinks.map { .succeed($0) }
            case .fail(let error): [.succeed(.simplest)] + error.shrinks.map { .fail($0) }
            case .never: [.succeed(.simplest)]
            }
        return timing.shrinks.map { Shape(outcome, $0) } + outcomes.map { Shape($0, timing) }
    }

    /// Mostly values, some failures when `failures` is true, rarely never.
    static func gen(failures: Bool) -> Gen<Shape> {
        var choices: [(Int, Gen<Shape>)] = [
            (9, zip(Affine.gen, PromiseRecipe.Timing.gen).map { Shape(.succeed($0), $1) }),
            (1, .always(Shape(.never))),
        ]
        if failures {
            choices.append((3, zip(LawError.gen, PromiseRecipe.Timing.gen).map { Shape(.fail($0), $1) }))
        }
        return .frequency(choices)
    }
}
