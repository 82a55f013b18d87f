/// What one side of a law did: everything each observer was handed, and the effects, in order.
/// Two observations are equal when deliveries (observer by observer) and effects are.
public struct Observation: Hashable, Sendable {
    /// Every delivery, observer by observer, each observer's in the order they came.
    public var deliveries: [Observed]
    /// The effect log, in order.
    public var effects: [String]
    /// Each race the side ran, as numbered steps per thread (``Interleaver``); not compared.
    public var races: [[String]]
    /// Whether the side ran on the harness's clock, so that its times are virtual; not compared.
    public var virtual: Bool
    /// Whether the side's thread was still blocked when the harness stopped waiting; not compared.
    public var blocked: Bool

    /// An observation; deliveries are grouped by observer, keeping each observer's order.
    package init(
        deliveries: [Observed], effects: [String], races: [[String]] = [], virtual: Bool = true, blocked: Bool = false
    ) {
        self.deliveries = deliveries.enumerated()
            .sorted { ($0.element.observer, $0.offset) < ($1.element.observer, $1.offset) }
            .map(\.element)
        self.effects = effects
        self.races = races
        self.virtual = virtual
        self.blocked = blocked
    }

    /// Equal when deliveries (observer by observer) and effects are.
    public static func == (lhs: Observation, rhs: Observation) -> Bool {
        (lhs.deliveries, lhs.effects) == (rhs.deliveries, rhs.effects)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(deliveries)
        hasher.combine(effects)
    }

    /// The observers that were called more than once: a promise owes one delivery to each.
    var repeated: [Int] {
        Dictionary(grouping: deliveries, by: \.observer).filter { $0.value.count > 1 }.keys.sorted()
    }

    /// When each observer was first called (`nil`: off the clock).
    var firstArrivals: [Int: Int?] {
        var first: [Int: Int?] = [:]
        for observed in deliveries where first.index(forKey: observed.observer) == nil {
            first[observed.observer] = .some(observed.at)
        }
        return first
    }

    /// Whether any delivery came off the side's clock.
    var offClock: Bool { deliveries.contains { $0.at == nil } }

    /// `delivered 7`, `nothing within 50 ms`, `delivered 2 times: 7, 7`; with several observers,
    /// one such phrase per observer.
    func describe(deadline: Duration, observers: Int = 1) -> String {
        let byObserver = Dictionary(grouping: deliveries, by: \.observer)
        let count = max(observers, (byObserver.keys.max() ?? -1) + 1)
        let nothing =
            blocked
            ? "nothing: its thread was blocked, still busy after \(deadline.milliseconds) ms (real time)"
            : virtual ? "nothing: no work was left to run" : "nothing within \(deadline.milliseconds) ms (real time)"
        func phrase(_ got: [Observed]) -> String {
            switch got.count {
            case 0: nothing
            case 1: "delivered \(got[0].text(virtual: virtual))"
            default: "delivered \(got.count) times: " + got.map { $0.text(virtual: virtual) }.joined(separator: ", ")
            }
        }
        if count <= 1 { return phrase(byObserver[0] ?? []) }
        // Many observers: the most common outcome once, with how many had it, then the rest.
        let phrases = (0..<count).map { phrase(byObserver[$0] ?? []) }
        // The most common phrase; between equally common ones, the first observer's, so that
        // the report is the same on every run (a dictionary's order is not).
        let counts = Dictionary(grouping: phrases, by: { $0 }).mapValues(\.count)
        var common = phrases[0]
        for phrase in phrases where counts[phrase]! > counts[common]! { common = phrase }
        let odd = phrases.indices.filter { phrases[$0] != common }
        let shown = odd.prefix(5).map { "observer \($0) \(phrases[$0])" }
        let more = odd.count > 5 ? ["and \(odd.count - 5) more"] : []
        let commonText =
            odd.isEmpty
            ? "each of \(count) observers \(common)"
            : "\(count - odd.count) observer\(count - odd.count == 1 ? "" : "s") \(common)"
        return ([commonText] + shown + more).joined(separator: "; ")
    }

    /// The effects on one line, or `none`.
    var effectsLine: String {
        effects.isEmpty ? "none" : effects.joined(separator: ", ")
    }
}

extension Duration {
    /// The whole duration in milliseconds, rounded down.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}

extension Observation {
    /// Each observer's deliveries on a time line, one `-` per virtual millisecond: `--7`,
    /// `7` (at once), `--7-7` (twice), `----` then `(never)`. Up to three observers.
    func marbles(until end: Int) -> [(observer: Int, line: String)] {
        let byObserver = Dictionary(grouping: deliveries, by: \.observer)
        let count = max(1, (byObserver.keys.max() ?? -1) + 1)
        return (0..<min(count, 3)).map { observer in
            let got = byObserver[observer] ?? []
            var line = ""
            for instant in 0...max(0, end) {
                let here = got.filter { $0.at == instant }.map { "\($0.delivery)" }
                line += here.isEmpty ? "-" : "[" + here.joined(separator: ",") + "]"
            }
            // A delivery at instant t is drawn in place of the dash for t; trailing dashes after
            // the last delivery are the clock running on for the other side.
            let off = got.filter { $0.at == nil }.map { "\($0.delivery)" }
            if got.isEmpty { line += " (never)" }
            if !off.isEmpty { line += " then, off the clock: " + off.joined(separator: ", ") }
            return (observer, line)
        }
    }

    /// The last instant anything was delivered at.
    var lastInstant: Int { deliveries.compactMap(\.at).max() ?? 0 }
}
