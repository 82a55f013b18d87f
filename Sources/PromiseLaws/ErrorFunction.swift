/// A function from `LawError` to `LawError` as data, for the error side of a bifunctor:
/// `#n → #(2n + 1)`. It is an ``IntFunction`` on the error's code.
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
    public func callAsFunction(_ error: LawError) -> LawError {
        LawError(code: code(error.code))
    }

    /// `#n → #(2n + 1)`; tables print as `{#1 → #5, _ → #2}`.
    public var description: String {
        switch code {
        case .constant(let c): "#n → #\(c)"
        case .affine(1, 0): "#n → #n"
        case .affine: "#n → #(\(code.body(in: "n")))"
        case .table(let entries, let otherwise):
            "{"
                + (entries.keys.sorted().map { "#\($0) → #\(entries[$0]!)" } + ["_ → #\(otherwise)"]).joined(
                    separator: ", ") + "}"
        }
    }

    /// Generates error functions like ``IntFunction/gen``.
    public static let gen: Gen<ErrorFunction> = IntFunction.gen.map(ErrorFunction.init)

    /// Towards constants, like ``IntFunction``.
    public var shrinks: [ErrorFunction] { code.shrinks.map(ErrorFunction.init) }
}
