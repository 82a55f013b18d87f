/// One delivery as a side of a law saw it: which observer got what, on which queue, and when.
public struct Observed: Hashable, Sendable {
    /// Which observer of the side was called: 0 for the first `observe`, 1 for the next.
    public var observer: Int
    /// What it was handed.
    public var delivery: Delivery
    /// The harness queue it ran on, recorded only for a design that names its callback queue.
    public var queue: String?
    /// The virtual instant it arrived at, in milliseconds; `nil` when it came off the side's
    /// clock, from a thread the harness does not run. Compared separately from the rest.
    public var at: Int?

    /// Equal when observer, delivery and queue are: arrival times are compared separately.
    public static func == (lhs: Observed, rhs: Observed) -> Bool {
        (lhs.observer, lhs.delivery, lhs.queue) == (rhs.observer, rhs.delivery, rhs.queue)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(observer)
        hasher.combine(delivery)
        hasher.combine(queue)
    }

    /// `7`, `7 on laws.callbacks`, or on a side that runs on the harness's clock, `7 off the clock`.
    func text(virtual: Bool) -> String {
        "\(delivery)" + (queue.map { " on \($0)" } ?? "") + (virtual && at == nil ? " off the clock" : "")
    }
}
