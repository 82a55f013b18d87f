/// One delivery as a side of a law saw it: which observer got what, on which queue, and when.
public struct Observed: Hashable, Sendable {
    /// Which observer of the side was called: 0 for the first `observe`, 1 for the next.
    public var observer: Int
    /// What it was handed.
    public var delivery: Delivery
    /// The harness queue it ran on, recorded only for a design that names its callback queue.
    public var queue: String?
    /// How long after the side began it arrived; compared with a tolerance, never exactly.
    public var at: Duration

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

    /// `7`, or `7 on laws.callbacks`.
    var text: String { "\(delivery)" + (queue.map { " on \($0)" } ?? "") }
}

/// What one side of a law did: everything each observer was handed, and the effects, in order.
/// Two observations are equal when deliveries (observer by observer) and effects are.
public struct Observation: Hashable, Sendable {
    /// Every delivery, observer by observer, each observer's in the order they came.
    public var deliveries: [Observed]
    /// The effect log, in order.
    public var effects: [String]

    /// An observation; deliveries are grouped by observer, keeping each observer's order.
    public init(deliveries: [Observed], effects: [String]) {
        self.deliveries = deliveries.enumerated()
            .sorted { ($0.element.observer, $0.offset) < ($1.element.observer, $1.offset) }
            .map(\.element)
        self.effects = effects
    }

    /// The observers that were called more than once: a promise owes one delivery to each.
    var repeated: [Int] {
        Dictionary(grouping: deliveries, by: \.observer).filter { $0.value.count > 1 }.keys.sorted()
    }

    /// When each observer was first called.
    var firstArrivals: [Int: Duration] {
        deliveries.reduce(into: [:]) { first, observed in
            if first[observed.observer] == nil { first[observed.observer] = observed.at }
        }
    }

    /// `delivered 7`, `nothing within 50 ms`, `delivered 2 times: 7, 7`; with several observers,
    /// one such phrase per observer.
    public func describe(deadline: Duration, observers: Int = 1) -> String {
        let byObserver = Dictionary(grouping: deliveries, by: \.observer)
        let count = max(observers, (byObserver.keys.max() ?? -1) + 1)
        func phrase(_ got: [Observed]) -> String {
            switch got.count {
            case 0: "nothing within \(deadline.milliseconds) ms"
            case 1: "delivered \(got[0].text)"
            default: "delivered \(got.count) times: " + got.map(\.text).joined(separator: ", ")
            }
        }
        if count <= 1 { return phrase(byObserver[0] ?? []) }
        // Many observers: the most common outcome once, with how many had it, then the rest.
        let phrases = (0..<count).map { phrase(byObserver[$0] ?? []) }
        let common = Dictionary(grouping: phrases, by: { $0 }).max { $0.value.count < $1.value.count }!.key
        let odd = phrases.indices.filter { phrases[$0] != common }
        let shown = odd.prefix(5).map { "observer \($0) \(phrases[$0])" }
        let more = odd.count > 5 ? ["and \(odd.count - 5) more"] : []
        let commonText =
            odd.isEmpty ? "each of \(count) observers \(common)" : "\(count - odd.count) observers \(common)"
        return ([commonText] + shown + more).joined(separator: "; ")
    }

    /// The effects on one line, or `none`.
    public var effectsLine: String {
        effects.isEmpty ? "none" : effects.joined(separator: ", ")
    }
}

extension Duration {
    /// The whole duration in milliseconds, rounded down.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
