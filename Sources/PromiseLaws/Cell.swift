/// One generated input, type-erased so that a law of any arity shrinks and prints the same way.
struct Cell: Sendable {
    let name: String
    let text: String
    let value: any Sendable
    let shrinks: @Sendable () -> [Cell]

    /// The value as the law's side expects it. The cells at each position are made by the
    /// ``Input`` at that position, so the type always matches.
    func typed<Value>(_: Value.Type) -> Value {
        guard let value = value as? Value else { preconditionFailure("a law's input \(name) changed type") }
        return value
    }
}

extension IndexingIterator<[Cell]> {
    /// The next input as a side is handed it: the value, or the value with its name
    /// (``InputValue/argument(_:named:)``).
    mutating func argument<Value: InputValue>(_: Value.Type) -> Value.Argument {
        guard let cell = next() else { preconditionFailure("a law's side asked for more inputs than it has") }
        return Value.argument(cell.typed(Value.self), named: cell.name)
    }
}
