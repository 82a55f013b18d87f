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
        Input(name, generate: { PromiseRecipe.gen(failures: $0) })
    }

    /// A promise that fails.
    public static func failing(_ name: String) -> Input<PromiseRecipe> {
        Input(
            name, note: "(a failing promise)", generate: { _ in PromiseRecipe.failing }, where: \.fails)
    }

    /// A promise that delivers a value, or nothing, but never fails.
    public static func succeeding(_ name: String) -> Input<PromiseRecipe> {
        Input(name, generate: { _ in PromiseRecipe.gen(failures: false) }, where: { !$0.fails })
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
        Input(name, note: note, generate: { KleisliRecipe.gen(failures: $0) })
    }
}

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
    package func cell(_ value: Value) -> Cell {
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

/// A kind of value a law's input generates: it prints, shrinks, and says what a side of the
/// law is handed for it. A value a side only computes with (an `Int`, an error, a schedule) is
/// handed over as it is; a value the side logs under its input's name (a promise logs
/// `start fa`, a function `f(3)`) is a ``NamedInputValue``, handed over as ``Named``, so the
/// law writes the name once, in its ``Given``.
public protocol InputValue: Sendable, Shrinkable, CustomStringConvertible {
    /// What a side is handed for a value of this kind: the value, or the value with its name.
    associatedtype Argument: Sendable = Self

    /// The value as a side is handed it, for the input called `name`.
    static func argument(_ value: Self, named name: String) -> Argument
}

extension InputValue where Argument == Self {
    /// The value itself: the name is the equation's, not the side's.
    public static func argument(_ value: Self, named name: String) -> Self { value }
}

/// A kind of value that a side logs under its input's name: it is handed over as ``Named``.
public protocol NamedInputValue: InputValue where Argument == Named<Self> {}

extension NamedInputValue {
    /// The value with its input's name: `fa`, `f`.
    public static func argument(_ value: Self, named name: String) -> Named<Self> { Named(name, value) }
}

extension Int: InputValue {}
extension LawError: InputValue {}
extension Schedule: InputValue {}
extension PromiseRecipe: NamedInputValue {}
extension Table: NamedInputValue {}
extension ErrorFunction: NamedInputValue {}

/// A generated value with its input's name, as a side of a law is handed a promise or a
/// function: `s.promise(fa)` logs `start fa`, `s.function(f)` logs `f(3)`. It reads as the
/// value it holds: `x.result`, `k(3)`, `f(x)`.
///
/// ```swift
/// let k = Named("k", KleisliRecipe(Shape(.succeed(Affine(3, 1)))))
/// let chosen = k(2)  // succeed(7), named k(2): its work logs start k(2)
/// ```
@dynamicMemberLookup
public struct Named<Value: Sendable>: Sendable {
    /// The input's name: `fa`, `k`, or for a promise a Kleisli function chose, `k(3)`.
    public let name: String
    /// The generated value.
    public let value: Value

    /// `value`, called `name`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// The value's own properties: `x.result`, `fa.outcome`.
    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
        value[keyPath: property]
    }
}

extension Named: CustomStringConvertible where Value: CustomStringConvertible {
    /// The value as it prints, without its name: `succeed(3)`, as a race's step names it.
    public var description: String { value.description }
}

extension Named where Value == IntFunction {
    /// `f(x)`, computed, not logged: for a side that does by hand what the design should.
    /// The design is handed `s.function(f)`, which logs each call.
    public func callAsFunction(_ x: Int) -> Int { value(x) }
}

extension Named where Value == ErrorFunction {
    /// `ef(e)`, computed, not logged.
    public func callAsFunction(_ error: LawError) -> LawError { value(error) }
}

extension Named where Value == KleisliRecipe {
    /// The promise recipe `k` chooses for `x`, named `k(x)`, so that its work logs `start k(3)`.
    public func callAsFunction(_ x: Int) -> Named<PromiseRecipe> { Named<PromiseRecipe>("\(name)(\(x))", value(x)) }

    /// The outcome `k` chooses for `x`, read at once: ``Table/result(_:)``.
    public func result(_ x: Int) -> Result<Int, LawError> { value.result(x) }
}

/// One generated input, type-erased so that a law of any arity shrinks and prints the same way.
package struct Cell: Sendable {
    let name: String
    let text: String
    package let value: any Sendable
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

/// The error every generated failing promise carries: a numbered error, printed `#3`.
///
/// - Note: A number, rather than a string or an enum, so that error functions can be generated
///   and shrunk exactly like value functions (`#n → #(2n + 1)`).
public struct LawError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which error this is.
    public var code: Int
    /// An error of another type that a design delivered where one of these belonged, in words.
    public var foreign: String?

    /// Creates error number `code`.
    public init(code: Int) {
        self.code = code
    }

    /// Stands for an error that is not a `LawError`: the harness never makes one, so a design
    /// that delivers one has made it up or swapped it, and a law will see that it differs.
    /// Reported, not trapped, so that a broken design fails a law instead of crashing the run.
    public init(foreign error: any Error) {
        code = 0
        foreign = "\(type(of: error)) \(error)"
    }

    /// `#3`, or for a foreign error `CancellationError (not a LawError)`.
    public var description: String { foreign.map { "\($0) (not a LawError)" } ?? "#\(code)" }
}

extension LawError: Shrinkable {
    /// Towards `#1`.
    public var shrinks: [LawError] {
        foreign == nil ? code.shrinks.filter { $0 > 0 }.map(LawError.init(code:)) : []
    }
}

extension LawError {
    /// Small codes: errors are told apart, not computed with.
    static let gen: Gen<LawError> = Gen.int(in: 1...9).map { LawError(code: $0) }
}
