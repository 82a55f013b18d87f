/// What a ``Table`` holds for one input: printable, comparable, shrinkable.
public protocol TableEntry: Hashable, Sendable, Shrinkable {
    /// The entry as it reads in a table, in terms of `variable`: `3x + 1`, `succeed(x) after 2 ms`.
    func text(in variable: String) -> String
    /// The simplest entry, which shrinking aims for.
    static var simplest: Self { get }
}
