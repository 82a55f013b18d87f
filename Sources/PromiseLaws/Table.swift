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
