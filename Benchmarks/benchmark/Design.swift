import Synchronization

/// What the benchmark does to every design, each the same way. A measure a design has no
/// counterpart for returns `nil` and prints as "—". Every measure returns what its callbacks
/// delivered, which the runner checks: a wrong answer is an error, and the optimiser cannot
/// delete work whose result is printed.
protocol Design {
    static var name: String { get }
    /// A chain of `length` steps of `+ 1` built on a pending root, then the root settled with
    /// `start`; returns the value the last step delivered (waiting for it if it arrives later).
    static func mapChain(length: Int, start: Int) -> Int?
    /// The same chain with each step returning a new, already settled promise (`flatMap`).
    static func flatMapChain(length: Int, start: Int) -> Int?
    /// `count` pending promises, one callback each, then settled with 0, 1, 2, …; returns the sum
    /// the callbacks received.
    static func pendingWithCallback(count: Int) -> Int?
    /// One pending promise, `observers` callbacks, then settled with 1; returns the sum received.
    static func fanOut(observers: Int) -> Int?
    /// A chain of `length` steps, each a `flatMap` followed by an `ensureAsync`.
    static func ensureAsyncChain(length: Int, start: Int) -> Int?
    /// `mapChain` on a root already settled with `start` (`Promise(value:)`): each step is a late
    /// observer, delivered as the chain is built.
    static func settledMapChain(length: Int, start: Int) -> Int?
    /// `flatMapChain` on a root already settled with `start`.
    static func settledFlatMapChain(length: Int, start: Int) -> Int?
    /// `count` promises made already settled with 0, 1, 2, …, one callback each (a late
    /// observer); returns the sum the callbacks received.
    static func settledWithCallback(count: Int) -> Int?
    /// `ensureAsyncChain` on a root already settled with `start`.
    static func settledEnsureAsyncChain(length: Int, start: Int) -> Int?
    /// `count` pending promises with one callback each, kept alive until the returned closure
    /// settles them (with 0, 1, 2, …) and returns the sum the callbacks received.
    static func holdPending(count: Int) -> (() -> Int)?
    /// The chain whose deepest working length is probed (Depth.swift): by default `mapChain`.
    static func depthChain(length: Int) -> Int?
}

extension Design {
    static func mapChain(length: Int, start: Int) -> Int? { nil }
    static func flatMapChain(length: Int, start: Int) -> Int? { nil }
    static func pendingWithCallback(count: Int) -> Int? { nil }
    static func fanOut(observers: Int) -> Int? { nil }
    static func ensureAsyncChain(length: Int, start: Int) -> Int? { nil }
    static func settledMapChain(length: Int, start: Int) -> Int? { nil }
    static func settledFlatMapChain(length: Int, start: Int) -> Int? { nil }
    static func settledWithCallback(count: Int) -> Int? { nil }
    static func settledEnsureAsyncChain(length: Int, start: Int) -> Int? { nil }
    static func holdPending(count: Int) -> (() -> Int)? { nil }
    static func depthChain(length: Int) -> Int? { mapChain(length: length, start: 0) }
}

/// Every design the benchmark measures, in the order the table prints them; the first is the
/// baseline every ratio is taken against.
/// - Note: Computed, not a stored global: a stored one must be `Sendable`, which an array of
///   metatypes is up to Swift 6.1 and not from 6.2 (SE-0470: a metatype is `Sendable` only when
///   its type is `SendableMetatype`), and marking it `nonisolated(unsafe)` makes Swift 6.0 and
///   6.1 warn that the mark is not needed.
var designs: [any Design.Type] {
    [
        Minimal.self, MinimalSpecialised.self, MutexBaseline.self, Floor.self, Chapter1.self, Chapter2.self,
        Chapter3.self, Chapter4Immediate.self, Chapter4DefaultQueue.self, Chapter5.self, AsyncAwait.self,
    ]
}

/// Where the callbacks put what they receive, from any thread.
final class Tally: Sendable {
    private let total = Atomic(0)
    func add(_ value: Int) { total.wrappingAdd(value, ordering: .relaxed) }
    var value: Int { total.load(ordering: .acquiring) }
}

/// The error type of the designs with a typed error channel. Not `Never`: with `Never`, a
/// `mapError` of `{ $0 }` is code the compiler proves unreachable and warns about, and a real
/// program's promises can fail.
struct Failure: Error {}
