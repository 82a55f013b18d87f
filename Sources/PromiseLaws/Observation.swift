import Foundation
import Locking

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
}

/// The side effects one side of a law performed, in order: every generated promise writes
/// `start <name>` when its work begins. Comparing logs catches a design that runs a promise
/// twice, or too early, even when the values it delivers look right.
public final class EffectLog: Sendable {
    private let entries = Locked<[String]>([], schedulePoints: false)
    /// Told of every entry as it is recorded, with the whole log so far (``Tracer``).
    private let told: (@Sendable ([String]) -> Void)?

    /// An empty log.
    package init(told: (@Sendable ([String]) -> Void)? = nil) {
        self.told = told
    }

    /// Appends one entry.
    public func record(_ entry: String) {
        let effects = entries.withLock { entries in
            entries.append(entry)
            return told == nil ? nil : entries
        }
        if let told, let effects { told(effects) }
    }

    /// Everything recorded so far.
    package var snapshot: [String] {
        entries.withLock { $0 }
    }
}

/// What one side of a law did: everything each observer was handed, and the effects, in order;
/// the report is made from it (Report.swift). Two observations are equal when deliveries
/// (observer by observer) and effects are.
public struct Observation: Hashable, Sendable {
    /// Every delivery, observer by observer, each observer's in the order they came.
    public var deliveries: [Observed]
    /// The effect log, in order.
    public var effects: [String]
    /// Each race the side ran, step by step (``Race``); not compared.
    package var races: [Race]
    /// Whether the side ran on virtual time, so that its times are virtual; not compared.
    public var virtual: Bool
    /// Whether the side's thread was still blocked when the harness stopped waiting; not compared.
    public var blocked: Bool

    /// An observation; deliveries are grouped by observer, keeping each observer's order.
    package init(
        deliveries: [Observed], effects: [String], races: [Race] = [], virtual: Bool = true, blocked: Bool = false
    ) {
        // Grouped with a stable sort by observer; most sides deliver in observer order already.
        var sorted = true
        for index in deliveries.indices.dropFirst() where deliveries[index - 1].observer > deliveries[index].observer {
            sorted = false
            break
        }
        self.deliveries =
            sorted
            ? deliveries
            : deliveries.enumerated()
                .sorted { ($0.element.observer, $0.offset) < ($1.element.observer, $1.offset) }
                .map { $0.element }
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
        // Deliveries are grouped by observer (``init``): a repeat is a neighbour with the same one.
        var repeated: [Int] = []
        for index in deliveries.indices.dropFirst()
        where deliveries[index - 1].observer == deliveries[index].observer
            && repeated.last != deliveries[index].observer
        {
            repeated.append(deliveries[index].observer)
        }
        return repeated
    }

    /// When each observer was first called (`nil`: off the clock).
    var firstArrivals: [Int: Int?] {
        var first: [Int: Int?] = [:]
        for observed in deliveries where first.index(forKey: observed.observer) == nil {
            first[observed.observer] = .some(observed.at)
        }
        return first
    }

    /// The instant the last of the side's observers was first called: when the side was done.
    var lastFirstArrival: Int { firstArrivals.values.compactMap { $0 }.max() ?? 0 }

    /// Whether any delivery came off the side's clock.
    var offClock: Bool { deliveries.contains { $0.at == nil } }

    /// The last instant anything was delivered at.
    var lastInstant: Int { deliveries.compactMap { $0.at }.max() ?? 0 }
}
