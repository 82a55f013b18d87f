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
