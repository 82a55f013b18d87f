/// One named input of a law: how it is generated, what it must satisfy, and its name in the
/// report. ``Given`` makes the usual ones.
///
/// ```swift
/// Given.promise("fa")          // any generated promise (failing ones for designs that can fail)
/// Given.kleisli("k")           // a function from a value to a promise
/// ```
public struct Input<Value: Sendable & Shrinkable & CustomStringConvertible>: Sendable {
    /// The input's name in the equation and the report: `fa`.
    public let name: String
    let generate: @Sendable (_ failures: Bool) -> Gen<Value>
    let isValid: @Sendable (Value) -> Bool
    let delay: @Sendable (Value) -> Int
    let note: String?

    /// An input of your own.
    ///
    /// - Parameters:
    ///   - name: its name in the equation.
    ///   - note: what the report adds after its value: `(a failing promise)`.
    ///   - generate: its generator, told whether the design can fail.
    ///   - isValid: what every case must satisfy, generated or shrunk: shrinking a failing
    ///     promise must not turn it into a value.
    ///   - delay: the longest it makes a side wait, in milliseconds, for the deadline.
    public init(
        _ name: String, note: String? = nil, generate: @escaping @Sendable (_ failures: Bool) -> Gen<Value>,
        where isValid: @escaping @Sendable (Value) -> Bool = { _ in true },
        delay: @escaping @Sendable (Value) -> Int = { _ in 0 }
    ) {
        self.name = name
        self.note = note
        self.generate = generate
        self.isValid = isValid
        self.delay = delay
    }

    /// The cell holding `value`, which knows how to shrink itself within this input's condition.
    func cell(_ value: Value) -> Cell {
        Cell(
            name: name, text: "\(value)" + (note.map { "   \($0)" } ?? ""), value: value, delay: delay(value),
            shrinks: { value.shrinks.filter(isValid).map(cell) })
    }

    /// Generates cells for this input.
    func cells(failures: Bool) -> Gen<Cell> {
        let generate = generate(failures)
        let isValid = isValid
        return Gen { rng in
            // Draw again in the rare case a draw breaks the input's own condition.
            var value = generate.run(&rng)
            while !isValid(value) { value = generate.run(&rng) }
            return cell(value)
        }
    }
}

/// One generated input, type-erased so that a law of any arity shrinks and prints the same way.
struct Cell: Sendable {
    let name: String
    let text: String
    let value: any Sendable
    let delay: Int
    let shrinks: @Sendable () -> [Cell]

    /// The value as the law's side expects it. The cells at each position are made by the
    /// ``Input`` at that position, so the type always matches.
    func typed<Value>(_: Value.Type) -> Value {
        guard let value = value as? Value else { preconditionFailure("a law's input \(name) changed type") }
        return value
    }
}

/// The inputs the laws are written with.
public enum Given {
    /// Any `Int`, small ones most often, the edges of the type often (``Gen/value``).
    public static func value(_ name: String) -> Input<Int> {
        Input(name, generate: { _ in Gen.value })
    }

    /// A count of things, from `range`: how many observers, how many threads.
    public static func count(_ name: String, in range: ClosedRange<Int>) -> Input<Int> {
        Input(name, generate: { _ in Gen.int(in: range) }, where: { range.contains($0) })
    }

    /// An error.
    public static func error(_ name: String) -> Input<LawError> {
        Input(name, generate: { _ in LawError.gen })
    }

    /// A generated promise: failing ones too, for a design that can fail.
    public static func promise(_ name: String) -> Input<PromiseRecipe> {
        Input(name, generate: { PromiseRecipe.gen(failures: $0) }, delay: \.delay)
    }

    /// A promise that fails.
    public static func failing(_ name: String) -> Input<PromiseRecipe> {
        Input(
            name, note: "(a failing promise)", generate: { _ in PromiseRecipe.failing }, where: \.fails, delay: \.delay)
    }

    /// A promise that delivers a value, or nothing, but never fails.
    public static func succeeding(_ name: String) -> Input<PromiseRecipe> {
        Input(name, generate: { _ in PromiseRecipe.gen(failures: false) }, where: { !$0.fails }, delay: \.delay)
    }

    /// A settled outcome, a value or a failure (only values for a design that cannot fail).
    public static func outcome(_ name: String) -> Input<PromiseRecipe> {
        Input(
            name, generate: { PromiseRecipe.gen(failures: $0).map { PromiseRecipe($0.outcome) } },
            where: { $0.timing == .immediately && $0.outcome != .never })
    }

    /// A function from `Int` to `Int`.
    public static func function(_ name: String) -> Input<IntFunction> {
        Input(name, generate: { _ in IntFunction.gen })
    }

    /// A function from error to error.
    public static func errorFunction(_ name: String) -> Input<ErrorFunction> {
        Input(name, generate: { _ in ErrorFunction.gen })
    }

    /// A function from a value to a promise: failing promises too, for a design that can fail.
    public static func kleisli(_ name: String, note: String? = nil) -> Input<KleisliRecipe> {
        Input(name, note: note, generate: { KleisliRecipe.gen(failures: $0) }, delay: \.longestDelay)
    }
}
