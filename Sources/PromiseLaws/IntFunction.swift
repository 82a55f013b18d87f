/// A function from `Int` to `Int` as data, so that it prints, compares and shrinks.
///
/// ```swift
/// let f = IntFunction.affine(3, 1)
/// f(2)                        // 7
/// f.description               // "x → 3x + 1"
/// IntFunction.table([0: 5], otherwise: 2).description   // "{0 → 5, _ → 2}"
/// ```
// ANCHOR: function
public enum IntFunction: Hashable, Sendable, CustomStringConvertible {
    /// `x → c`.
    case constant(Int)
    /// `x → a·x + b`.
    case affine(Int, Int)
    /// `{key → value, …, _ → otherwise}`: a lookup table with a default.
    case table([Int: Int], otherwise: Int)
    // ANCHOR_END: function

    /// `x → x`.
    public static let identity = IntFunction.affine(1, 0)

    /// Applies the function. Arithmetic wraps, so no generated function can trap.
    public func callAsFunction(_ x: Int) -> Int {
        switch self {
        case .constant(let c): c
        case .affine(let a, let b): a &* x &+ b
        case .table(let entries, let otherwise): entries[x] ?? otherwise
        }
    }

    /// The body alone, without the `x → ` in front: `3x + 1`, `5`, `{0 → 5, _ → 2}`.
    public var body: String { body(in: "x") }

    /// The body written with another variable name: `3n + 1`.
    public func body(in variable: String) -> String {
        switch self {
        case .constant(let c):
            return "\(c)"
        case .affine(let a, let b):
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
        case .table(let entries, let otherwise):
            let cases = entries.keys.sorted().map { "\($0) → \(entries[$0]!)" }
            return "{" + (cases + ["_ → \(otherwise)"]).joined(separator: ", ") + "}"
        }
    }

    /// `x → 3x + 1`, or a table as it is.
    public var description: String {
        if case .table = self { return body }
        return "x → \(body)"
    }

    /// Generates constants, affine maps with small coefficients, and small tables.
    public static let gen: Gen<IntFunction> = .frequency([
        (1, Gen.small.map { .constant($0) }),
        (3, zip(Gen.int(in: -3...3), Gen.small).map { .affine($0, $1) }),
        (
            1,
            zip(zip(Gen.int(in: -3...3), Gen.small).array(of: .int(in: 1...3)), Gen.small).map { pairs, otherwise in
                .table(Dictionary(pairs, uniquingKeysWith: { first, _ in first }), otherwise: otherwise)
            }
        ),
    ])
}

extension IntFunction: Shrinkable {
    /// Towards constants, then towards smaller numbers.
    public var shrinks: [IntFunction] {
        switch self {
        case .constant(let c):
            return c.shrinks.map { .constant($0) }
        case .affine(let a, let b):
            return [.constant(b)]
                + a.shrinks.filter { $0 != 0 }.map { .affine($0, b) }
                + b.shrinks.map { .affine(a, $0) }
        case .table(let entries, let otherwise):
            var candidates: [IntFunction] = [.constant(otherwise)]
            for key in entries.keys.sorted() {
                var fewer = entries
                fewer[key] = nil
                candidates.append(fewer.isEmpty ? .constant(otherwise) : .table(fewer, otherwise: otherwise))
                for smaller in entries[key]!.shrinks {
                    var changed = entries
                    changed[key] = smaller
                    candidates.append(.table(changed, otherwise: otherwise))
                }
            }
            candidates += otherwise.shrinks.map { .table(entries, otherwise: $0) }
            return candidates
        }
    }
}
