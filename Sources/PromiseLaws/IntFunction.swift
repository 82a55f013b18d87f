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
