/// A function as data: a table of special inputs and an entry for every other input, so that
/// it prints, compares and shrinks. One type serves the three kinds of function the laws use:
/// value functions (`Table<Affine>`), error functions (the same, on error codes) and Kleisli
/// functions, which choose a promise by their input (`Table<Shape>`).
///
/// ```swift
/// let f: IntFunction = Table(Affine(3, 1))  // x → 3x + 1
/// let g: IntFunction = Table([0: Affine(0, 5)], otherwise: Affine(0, 2))  // {0 → 5, _ → 2}
/// let five = g(0)  // 5
/// ```
// ANCHOR: table
public struct Table<Entry: TableEntry>: Hashable, Sendable {
    /// Inputs with an entry of their own.
    public var cases: [Int: Entry]
    /// The entry for every other input.
    public var otherwise: Entry

    /// A table: `cases` first, `otherwise` for the rest.
    public init(_ cases: [Int: Entry] = [:], otherwise: Entry) {
        self.cases = cases
        self.otherwise = otherwise
    }

    /// The same entry for every input.
    public init(_ entry: Entry) {
        self.init([:], otherwise: entry)
    }

    /// The entry that applies to `x`.
    public func entry(for x: Int) -> Entry { cases[x] ?? otherwise }
}
// ANCHOR_END: table

extension Table: CustomStringConvertible {
    /// `x → 3x + 1`, or `{0 → 5, _ → 2}`.
    public var description: String { text(variable: "x", head: "x", key: { "\($0)" }) }

    /// The table written with another variable, another left side when it has no special
    /// cases, and another way of writing keys and entries: `#n → #(2n + 1)`.
    func text(variable: String, head: String, key: (Int) -> String, wrap: (String) -> String = { $0 }) -> String {
        guard !cases.isEmpty else { return "\(head) → " + wrap(otherwise.text(in: variable)) }
        let entries = cases.keys.sorted().map { "\(key($0)) → " + wrap(cases[$0]!.text(in: variable)) }
        return "{" + (entries + ["_ → " + wrap(otherwise.text(in: variable))]).joined(separator: ", ") + "}"
    }
}

extension Table: Shrinkable {
    /// Fewer special cases first, then simpler entries, towards one simplest entry for all.
    public var shrinks: [Table] {
        var candidates: [Table] = self == Table(.simplest) ? [] : [Table(.simplest)]
        for key in cases.keys.sorted() {
            var fewer = cases
            fewer[key] = nil
            candidates.append(Table(fewer, otherwise: otherwise))
            candidates += cases[key]!.shrinks.map { smaller in
                var changed = cases
                changed[key] = smaller
                return Table(changed, otherwise: otherwise)
            }
        }
        return candidates + otherwise.shrinks.map { Table(cases, otherwise: $0) }
    }

    /// Tables with one special input at most, among small keys, where bugs at 0 and ±1 show.
    static func gen(_ entry: Gen<Entry>) -> Gen<Table> {
        .frequency([
            (3, entry.map { Table($0) }),
            (1, zip(Gen.int(in: -3...3), entry, entry).map { Table([$0: $1], otherwise: $2) }),
        ])
    }
}

/// What a ``Table`` holds for one input: printable, comparable, shrinkable.
public protocol TableEntry: Hashable, Sendable, Shrinkable {
    /// The entry as it reads in a table, in terms of `variable`: `3x + 1`, `succeed(x) after 2 ms`.
    func text(in variable: String) -> String
    /// The simplest entry, which shrinking aims for.
    static var simplest: Self { get }
}

/// `x → a·x + b`: a constant when `a` is 0, the identity when it is `x → x`.
public struct Affine: TableEntry {
    /// The slope.
    public var a: Int
    /// The offset.
    public var b: Int

    /// `x → a·x + b`.
    public init(_ a: Int, _ b: Int) {
        self.a = a
        self.b = b
    }

    /// `x → 0`.
    public static let simplest = Affine(0, 0)

    /// Applies the function. Arithmetic wraps (`&*`, `&+`), so every generated function is total:
    /// no law can trap on an overflow, whatever the values.
    public func callAsFunction(_ x: Int) -> Int { a &* x &+ b }

    /// `3x + 1`, `5`, `-x`.
    public func text(in variable: String) -> String {
        let term =
            switch a {
            case 0: ""
            case 1: variable
            case -1: "-\(variable)"
            default: "\(a)\(variable)"
            }
        if term.isEmpty { return "\(b)" }
        if b == 0 { return term }
        return b > 0 ? "\(term) + \(b)" : "\(term) - \(b.magnitude)"
    }

    /// Towards a constant, then towards smaller numbers.
    public var shrinks: [Affine] {
        var candidates: [Affine] = []
        if a != 0 { candidates.append(Affine(0, b)) }
        candidates += a.shrinks.filter { $0 != 0 }.map { Affine($0, b) }
        candidates += b.shrinks.map { Affine(a, $0) }
        return candidates
    }

    /// Constants and slopes from small to the whole range: a slope of 2 or more overflows on
    /// large inputs, and wraps.
    static let gen: Gen<Affine> = .frequency([
        (1, Gen.value.map { Affine(0, $0) }),
        (3, zip(Gen.int(in: -3...3), Gen.value).map { Affine($0, $1) }),
        (1, zip(Gen.value, Gen.value).map { Affine($0, $1) }),
    ])
}

/// A function from `Int` to `Int` as data: `x → 3x + 1`, `{0 → 5, _ → 2}`.
public typealias IntFunction = Table<Affine>

extension Table where Entry == Affine {
    /// `x → x`.
    public static var identity: Table { Table(Affine(1, 0)) }

    /// Applies the function.
    public func callAsFunction(_ x: Int) -> Int { entry(for: x)(x) }

    /// Constants, affine maps and small tables, over the whole range of `Int`.
    public static var gen: Gen<Table> { gen(Affine.gen) }
}

/// A function from `LawError` to `LawError` as data, for the error side of a bifunctor: a
/// value function on the error's code, printed `#n → #(2n + 1)`.
public struct ErrorFunction: Hashable, Sendable, CustomStringConvertible, Shrinkable {
    /// What happens to the code.
    public var code: IntFunction

    /// An error function acting on codes through `code`.
    public init(_ code: IntFunction) {
        self.code = code
    }

    /// `#n → #n`.
    public static let identity = ErrorFunction(.identity)

    /// Applies the function.
    public func callAsFunction(_ error: LawError) -> LawError { LawError(code: code(error.code)) }

    /// `#n → #(2n + 1)`; tables print as `{#1 → #5, _ → #2}`.
    public var description: String {
        code.text(variable: "n", head: "#n", key: { "#\($0)" }, wrap: { $0.contains(" ") ? "#(\($0))" : "#\($0)" })
    }

    /// Error functions over small codes.
    public static let gen: Gen<ErrorFunction> = Table.gen(
        zip(Gen.int(in: -3...3), Gen.int(in: 1...9)).map { Affine($0, $1) }
    ).map(ErrorFunction.init)

    /// Towards constants, like ``IntFunction``.
    public var shrinks: [ErrorFunction] { code.shrinks.map(ErrorFunction.init) }
}

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

/// A function from a value to a promise, as data: it chooses a promise recipe by its input, so
/// `flatMap` laws run on asynchronous, failing and silent continuations too, and print.
///
/// ```swift
/// let k: KleisliRecipe = Table(Shape(.succeed(Affine(3, 1)), .on(.a, afterMilliseconds: 2)))
/// let promise = k(2)  // succeed(7) after 2 ms on laws.a
/// // k itself prints as x → succeed(3x + 1) after 2 ms on laws.a
/// ```
public typealias KleisliRecipe = Table<Shape>

extension Table where Entry == Shape {
    /// The recipe this function chooses for `x`.
    public func callAsFunction(_ x: Int) -> PromiseRecipe { entry(for: x).recipe(for: x) }

    /// Kleisli functions: mostly one shape for all inputs, sometimes one special input.
    public static func gen(failures: Bool) -> Gen<Table> { gen(Shape.gen(failures: failures)) }

    /// The outcome this function chooses for `x`, read at once, as a `Result`: for a step that
    /// answers without waiting (a `then` returning a `Result`, or one that throws). Its delay
    /// is ignored; a promise that never delivers reads as failure `#0`.
    public func result(_ x: Int) -> Result<Int, LawError> {
        switch self(x).outcome {
        case .succeed(let value): .success(value)
        case .fail(let error): .failure(error)
        case .never: .failure(LawError(code: 0))
        }
    }
}
