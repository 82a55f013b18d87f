/// The error every generated failing promise carries: a numbered error, printed `#3`.
///
/// - Note: A number, rather than a string or an enum, so that error functions can be generated
///   and shrunk exactly like value functions (`#n → #(2n + 1)`).
public struct LawError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which error this is.
    public var code: Int
    /// An error of another type that a design delivered where one of these belonged, in words.
    public var foreign: String?

    /// Creates error number `code`.
    public init(code: Int) {
        self.code = code
    }

    /// Stands for an error that is not a `LawError`: the harness never makes one, so a design
    /// that delivers one has made it up or swapped it, and a law will see that it differs.
    /// Reported, not trapped, so that a broken design fails a law instead of crashing the run.
    public init(foreign error: any Error) {
        code = 0
        foreign = "\(type(of: error)) \(error)"
    }

    /// `#3`, or for a foreign error `CancellationError (not a LawError)`.
    public var description: String { foreign.map { "\($0) (not a LawError)" } ?? "#\(code)" }
}

extension LawError: Shrinkable {
    /// Towards `#1`.
    public var shrinks: [LawError] {
        foreign == nil ? code.shrinks.filter { $0 > 0 }.map(LawError.init(code:)) : []
    }
}
