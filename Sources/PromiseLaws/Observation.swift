import Dispatch

/// What one side of a law did: everything it delivered within the deadline, and its effects.
/// Two observations are equal when both the deliveries and the effects are.
public struct Observation: Hashable, Sendable, CustomStringConvertible {
    /// Every delivery, in order: none means nothing arrived in time, two or more is a bug.
    public var deliveries: [Delivery]
    /// The effect log, in order.
    public var effects: [String]

    /// `delivered 7`, `nothing within 50 ms`, `delivered 2 times: 7, 7`.
    public func describe(deadline: Duration) -> String {
        switch deliveries.count {
        case 0: "nothing within \(deadline.milliseconds) ms"
        case 1: "delivered \(deliveries[0])"
        default: "delivered \(deliveries.count) times: " + deliveries.map(\.description).joined(separator: ", ")
        }
    }

    /// The effects on one line, or `none`.
    public var effectsLine: String {
        effects.isEmpty ? "none" : effects.joined(separator: ", ")
    }

    /// A plain summary with the default deadline.
    public var description: String {
        describe(deadline: .milliseconds(50)) + "; effects: " + effectsLine
    }
}

extension Duration {
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
