/// One thing a promise handed to its observer: a value or a failure.
public enum Delivery: Hashable, Sendable, CustomStringConvertible {
    /// A value.
    case value(Int)
    /// A failure.
    case failure(LawError)

    /// Converts a design's `Result` into a delivery.
    public init(_ result: Result<Int, LawError>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// `7` or `failure #3`.
    public var description: String {
        switch self {
        case .value(let value): "\(value)"
        case .failure(let error): "failure \(error)"
        }
    }
}
