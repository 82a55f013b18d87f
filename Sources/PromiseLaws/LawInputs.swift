/// The generated inputs of one case of a law. Each law fills the fields its equation names;
/// the rest stay `nil`. One bag for every law keeps shrinking and printing in one place.
public struct LawInputs: Hashable, Sendable, Shrinkable {
    /// A plain value.
    public var a: Int?
    /// A plain error.
    public var e: LawError?
    /// A generated promise.
    public var fa: PromiseRecipe?
    /// Value functions.
    public var f: IntFunction?
    /// A second value function.
    public var g: IntFunction?
    /// Error functions.
    public var ef: ErrorFunction?
    /// A second error function.
    public var eg: ErrorFunction?
    /// Kleisli functions, for `flatMap`.
    public var k: KleisliRecipe?
    /// A second Kleisli function.
    public var h: KleisliRecipe?
    /// A Kleisli function on error codes, for `recover`.
    public var r: KleisliRecipe?

    /// Inputs with the given fields filled in: `LawInputs(fa: fa, k: k)`.
    public init(
        a: Int? = nil, e: LawError? = nil, fa: PromiseRecipe? = nil, f: IntFunction? = nil, g: IntFunction? = nil,
        ef: ErrorFunction? = nil, eg: ErrorFunction? = nil, k: KleisliRecipe? = nil, h: KleisliRecipe? = nil,
        r: KleisliRecipe? = nil
    ) {
        (self.a, self.e, self.fa, self.f, self.g) = (a, e, fa, f, g)
        (self.ef, self.eg, self.k, self.h, self.r) = (ef, eg, k, h, r)
    }

    /// Each filled field as `name = value`, in a fixed order.
    public var lines: [String] {
        var lines: [String] = []
        if let a { lines.append("a  = \(a)") }
        if let e { lines.append("e  = \(e)") }
        if let fa { lines.append("fa = \(fa)") }
        if let f { lines.append("f  = \(f)") }
        if let g { lines.append("g  = \(g)") }
        if let ef { lines.append("ef = \(ef)") }
        if let eg { lines.append("eg = \(eg)") }
        if let k { lines.append("k  = \(k)") }
        if let h { lines.append("h  = \(h)") }
        if let r { lines.append("r  = \(r)   (x is the error's code)") }
        return lines
    }

    /// Shrinks one field at a time, in the printing order.
    public var shrinks: [LawInputs] {
        func each<T: Shrinkable>(_ field: WritableKeyPath<LawInputs, T?>) -> [LawInputs] {
            guard let value = self[keyPath: field] else { return [] }
            return value.shrinks.map { smaller in
                var copy = self
                copy[keyPath: field] = smaller
                return copy
            }
        }
        return each(\.a) + each(\.e) + each(\.fa) + each(\.f) + each(\.g)
            + each(\.ef) + each(\.eg) + each(\.k) + each(\.h) + each(\.r)
    }
}

extension LawError: Shrinkable {
    /// Towards `#1`.
    public var shrinks: [LawError] { code.shrinks.filter { $0 > 0 }.map(LawError.init(code:)) }
}
