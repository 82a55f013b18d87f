/// One named input of a law: how it is generated, what it must satisfy, and its name in the
/// report. ``Given`` makes the usual ones.
///
/// ```swift
/// let fa = Given.promise("fa")  // any generated promise (failing ones for designs that can fail)
/// let k = Given.kleisli("k")  // a function from a value to a promise
/// ```
public struct Input<Value: InputValue>: Sendable {
    /// The input's name in the equation and the report: `fa`.
    public let name: String
    let generate: @Sendable (_ failures: Bool) -> Gen<Value>
    let isValid: @Sendable (Value) -> Bool
    let note: String?

    /// An input of your own.
    ///
    /// - Parameters:
    ///   - name: its name in the equation.
    ///   - note: what the report adds after its value: `(a failing promise)`.
    ///   - generate: its generator, told whether the design can fail.
    ///   - isValid: what every case must satisfy, generated or shrunk: shrinking a failing
    ///     promise must not turn it into a value.
    public init(
        _ name: String, note: String? = nil, generate: @escaping @Sendable (_ failures: Bool) -> Gen<Value>,
        where isValid: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) {
        self.name = name
        self.note = note
        self.generate = generate
        self.isValid = isValid
    }

    /// The cell holding `value`, which knows how to shrink itself within this input's condition.
    func cell(_ value: Value) -> Cell {
        Cell(
            name: name, text: "\(value)" + (note.map { "   \($0)" } ?? ""), value: value,
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
