/// The error every generated failing promise carries: a numbered error, printed `#3`.
///
/// - Note: A number, rather than a string or an enum, so that error functions can be generated
///   and shrunk exactly like value functions (`#n → #(2n + 1)`).
public struct LawError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which error this is.
    public var code: Int

    /// Creates error number `code`.
    public init(code: Int) {
        self.code = code
    }

    /// `#3`.
    public var description: String { "#\(code)" }
}

extension LawError: Shrinkable {
    /// Towards `#1`.
    public var shrinks: [LawError] { code.shrinks.filter { $0 > 0 }.map(LawError.init(code:)) }
}
