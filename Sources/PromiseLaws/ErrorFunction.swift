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
