import PromiseLaws

/// Generated promises that settle clearly one after another, so that "the first to settle" is
/// one of them and not a toss-up between two queues: the input of the laws for `all`, `zip`
/// and `race`.
///
/// ```swift
/// Staggered([PromiseRecipe(.succeed(3), .on(.a, afterMilliseconds: 20)), PromiseRecipe(.fail(LawError(code: 2)))])
///     .description   // "[succeed(3) after 20 ms on laws.a, fail(#2)]"
/// ```
///
/// - Note: Immediate ones settle as they start, in the order they are started; any other two
///   settle at least ``gap`` milliseconds apart (from a queue, one 0 ms after starting can beat
///   an immediate one started after it), which a busy machine does not overturn four runs in a
///   row, as a law needs to confirm a failure.
public struct Staggered: Sendable, Shrinkable, CustomStringConvertible {
    /// The least time, in milliseconds, between two promises that settle from a queue.
    public static let gap = 15

    /// The promises, in the order they are made and started.
    public var recipes: [PromiseRecipe]

    /// These promises, in this order.
    public init(_ recipes: [PromiseRecipe]) {
        self.recipes = recipes
    }

    /// Whether every two of them settle at least ``gap`` milliseconds apart, unless both settle
    /// at once, as they start (which is in order). An immediate one settles at 0 ms.
    public var settleApart: Bool {
        let settling = recipes.filter { $0.outcome != .never }
        for (index, first) in settling.enumerated() {
            for second in settling[(index + 1)...] {
                if first.timing == .immediately && second.timing == .immediately { continue }
                if abs(first.timing.delay - second.timing.delay) < Self.gap { return false }
            }
        }
        return true
    }

    /// The longest any of them waits before settling, in milliseconds.
    public var delay: Int { recipes.map(\.delay).max() ?? 0 }

    /// One promise fewer, then one promise simpler: ``Given/staggered(_:count:)`` keeps only
    /// those that still settle apart and still have a count in range.
    public var shrinks: [Staggered] {
        let fewer = recipes.indices.map { index in
            var recipes = recipes
            recipes.remove(at: index)
            return Staggered(recipes)
        }
        let simpler = recipes.indices.flatMap { index in
            recipes[index].shrinks.map { smaller in
                var recipes = recipes
                recipes[index] = smaller
                return Staggered(recipes)
            }
        }
        return fewer + simpler
    }

    /// `[succeed(3) after 20 ms on laws.a, fail(#2)]`.
    public var description: String { "[" + recipes.map(\.description).joined(separator: ", ") + "]" }
}

extension Given {
    /// Promises that settle apart (``Staggered``), as many as `count` allows: failing ones too,
    /// for a design that can fail.
    public static func staggered(_ name: String, count: ClosedRange<Int>) -> Input<Staggered> {
        Input(
            name, note: "(settling at least \(Staggered.gap) ms apart, or at once in order)",
            generate: { failures in
                PromiseRecipe.gen(failures: failures).array(of: Gen.int(in: count)).map(Staggered.init)
            },
            where: { count.contains($0.recipes.count) && $0.settleApart }, delay: \.delay)
    }
}

/// Values as one `Int` in which their order shows: `[a, b]` is `a * 31 + b`, wrapping, and `[]` is 0.
public func combined(_ values: [Int]) -> Int {
    values.reduce(0) { $0 &* 31 &+ $1 }
}

extension LawRun {
    /// The design's promises for `staggered`, made in order; they log as `name[0]`, `name[1]`, ….
    public func promises<Design: FunctorDesign>(_ design: Design, _ staggered: Staggered, _ name: String)
        -> [Design.Box]
    {
        staggered.recipes.enumerated().map { index, recipe in promise(design, recipe, "\(name)[\(index)]") }
    }

    /// What `all` of `staggered` delivers, by hand: every promise started at once, in order;
    /// the ``combined(_:)`` values once all of them are in, or the first failure; once.
    public func deliverAll(_ staggered: Staggered, _ name: String) {
        let count = staggered.recipes.count
        let state = Guarded((values: [Int?](repeating: nil, count: count), settled: false))
        if count == 0 { return deliver(.value(combined([]))) }
        for (index, recipe) in staggered.recipes.enumerated() {
            source(recipe, "\(name)[\(index)]").start { result in
                let outcome = state.withLock { state -> Delivery? in
                    guard !state.settled else { return nil }
                    switch result {
                    case .success(let value):
                        state.values[index] = value
                        let values = state.values.compactMap { $0 }
                        guard values.count == count else { return nil }
                        state.settled = true
                        return .value(combined(values))
                    case .failure(let error):
                        state.settled = true
                        return .failure(error)
                    }
                }
                if let outcome { self.deliver(outcome) }
            }
        }
    }

    /// What `race` of `staggered` delivers, by hand: every promise started at once, in order;
    /// the first outcome, value or failure, once.
    public func deliverFirst(_ staggered: Staggered, _ name: String) {
        let settled = Guarded(false)
        for (index, recipe) in staggered.recipes.enumerated() {
            source(recipe, "\(name)[\(index)]").start { result in
                let first = settled.withLock { settled in
                    defer { settled = true }
                    return !settled
                }
                if first { self.deliver(Delivery(result)) }
            }
        }
    }
}
