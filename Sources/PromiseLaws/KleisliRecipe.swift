/// A function from a value to a promise, as data: it chooses a promise recipe by its input,
/// so `flatMap` laws run on asynchronous and failing continuations too, and print.
///
/// ```swift
/// let k = KleisliRecipe(.succeed(.affine(3, 1)), .on(.a, afterMilliseconds: 2))
/// k(2).description            // "succeed(7) after 2 ms on laws.a"
/// k.description               // "x → succeed(3x + 1) after 2 ms on laws.a"
/// ```
public struct KleisliRecipe: Hashable, Sendable, CustomStringConvertible {
    /// The promise chosen for one input.
    public struct Shape: Hashable, Sendable, CustomStringConvertible {
        /// What that promise delivers, computed from the input.
        public enum Outcome: Hashable, Sendable {
            /// Delivers `f(x)`.
            case succeed(IntFunction)
            /// Fails with a fixed error.
            case fail(LawError)
            /// Never delivers.
            case never
        }

        /// What the promise delivers.
        public var outcome: Outcome
        /// When and where it delivers.
        public var timing: PromiseRecipe.Timing

        /// Creates a shape; immediate unless told otherwise.
        public init(_ outcome: Outcome, _ timing: PromiseRecipe.Timing = .immediately) {
            self.outcome = outcome
            self.timing = timing
        }

        /// The recipe for input `x`.
        public func recipe(for x: Int) -> PromiseRecipe {
            switch outcome {
            case .succeed(let f): PromiseRecipe(.succeed(f(x)), timing)
            case .fail(let error): PromiseRecipe(.fail(error), timing)
            case .never: PromiseRecipe(.never)
            }
        }

        /// `succeed(3x + 1) after 2 ms on laws.a`.
        public var description: String {
            switch outcome {
            case .succeed(let f): "succeed(\(f.body))" + timing.suffix
            case .fail(let error): "fail(\(error))" + timing.suffix
            case .never: "never"
            }
        }

        static func gen(failures: Bool) -> Gen<Shape> {
            let function: Gen<IntFunction> = .frequency([
                (1, Gen.small.map { .constant($0) }),
                (3, zip(Gen.int(in: -3...3), Gen.small).map { .affine($0, $1) }),
            ])
            var choices: [(Int, Gen<Shape>)] = [
                (9, zip(function, PromiseRecipe.Timing.gen).map { Shape(.succeed($0), $1) }),
                (1, .always(Shape(.never))),
            ]
            if failures {
                choices.append(
                    (3, zip(Gen.int(in: 1...9), PromiseRecipe.Timing.gen).map { Shape(.fail(LawError(code: $0)), $1) }))
            }
            return .frequency(choices)
        }

        var shrinks: [Shape] {
            let outcomes: [Outcome] =
                switch outcome {
                case .succeed(let f): f.shrinks.map { .succeed($0) }
                case .fail(let error):
                    [.succeed(.constant(0))] + error.code.shrinks.filter { $0 > 0 }.map { .fail(LawError(code: $0)) }
                case .never: [.succeed(.constant(0))]
                }
            return timing.shrinks.map { Shape(outcome, $0) } + outcomes.map { Shape($0, timing) }
        }
    }

    /// Inputs with a promise of their own.
    public var cases: [Int: Shape]
    /// The promise for every other input.
    public var otherwise: Shape

    /// A Kleisli function with the same shape for every input.
    public init(_ outcome: Shape.Outcome, _ timing: PromiseRecipe.Timing = .immediately) {
        self.init(cases: [:], otherwise: Shape(outcome, timing))
    }

    /// A Kleisli function that treats some inputs specially.
    public init(cases: [Int: Shape], otherwise: Shape) {
        self.cases = cases
        self.otherwise = otherwise
    }

    /// The recipe this function chooses for `x`.
    public func callAsFunction(_ x: Int) -> PromiseRecipe {
        (cases[x] ?? otherwise).recipe(for: x)
    }

    /// `x → succeed(x + 1)`, or `{0 → fail(#1), _ → succeed(x + 1)}`.
    public var description: String {
        guard !cases.isEmpty else { return "x → \(otherwise)" }
        let entries = cases.keys.sorted().map { "\($0) → \(cases[$0]!)" }
        return "{" + (entries + ["_ → \(otherwise)"]).joined(separator: ", ") + "}"
    }

    /// Generates Kleisli functions: mostly one shape for all inputs, sometimes one special input.
    public static func gen(failures: Bool) -> Gen<KleisliRecipe> {
        let shape = Shape.gen(failures: failures)
        return .frequency([
            (3, shape.map { KleisliRecipe(cases: [:], otherwise: $0) }),
            (1, zip(Gen.int(in: -3...3), shape, shape).map { KleisliRecipe(cases: [$0: $1], otherwise: $2) }),
        ])
    }
}

extension KleisliRecipe: Shrinkable {
    /// Fewer special cases first, then simpler shapes.
    public var shrinks: [KleisliRecipe] {
        var candidates: [KleisliRecipe] = []
        for key in cases.keys.sorted() {
            var fewer = cases
            fewer[key] = nil
            candidates.append(KleisliRecipe(cases: fewer, otherwise: otherwise))
            candidates += cases[key]!.shrinks.map { smaller in
                var changed = cases
                changed[key] = smaller
                return KleisliRecipe(cases: changed, otherwise: otherwise)
            }
        }
        candidates += otherwise.shrinks.map { KleisliRecipe(cases: cases, otherwise: $0) }
        return candidates
    }
}
