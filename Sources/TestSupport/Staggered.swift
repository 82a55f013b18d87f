import Locking
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
package struct Staggered: Sendable, Shrinkable, CustomStringConvertible {
    /// The least time, in milliseconds, between two promises that settle from a queue.
    package static let gap = 15

    /// The promises, in the order they are made and started.
    package var recipes: [PromiseRecipe]

    /// These promises, in this order.
    package init(_ recipes: [PromiseRecipe]) {
        self.recipes = recipes
    }

    /// Whether every two of them settle at least ``gap`` milliseconds apart, unless both settle
    /// at once, as they start (which is in order). An immediate one settles at 0 ms.
    package var settleApart: Bool {
        let settling = recipes.filter { $0.outcome != .never }
        for (index, first) in settling.enumerated() {
            for second in settling[(index + 1)...] {
                if first.timing == .immediately && second.timing == .immediately { continue }
                if abs(first.timing.delay - second.timing.delay) < Self.gap { return false }
            }
        }
        return true
    }

    /// One promise fewer, then one promise simpler: ``Given/staggered(_:count:)`` keeps only
    /// those that still settle apart and still have a count in range.
    package var shrinks: [Staggered] {
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
    package var description: String { "[" + recipes.map(\.description).joined(separator: ", ") + "]" }
}

extension Given {
    /// Promises that settle apart (``Staggered``), as many as `count` allows: failing ones too,
    /// for a design that can fail.
    package static func staggered(_ name: String, count: ClosedRange<Int>) -> Input<Staggered> {
        Input(
            name, note: "(settling at least \(Staggered.gap) ms apart, or at once in order)",
            generate: { failures in
                PromiseRecipe.gen(failures: failures).array(of: Gen.int(in: count)).map(Staggered.init)
            },
            where: { count.contains($0.recipes.count) && $0.settleApart })
    }
}

/// Values as one `Int` in which their order shows: `[a, b]` is `a * 31 + b`, wrapping, and `[]` is 0.
package func combined(_ values: [Int]) -> Int {
    values.reduce(0) { $0 &* 31 &+ $1 }
}

/// A side is handed staggered promises with their name: `fs[0]`, `fs[1]`, … in the effects.
extension Staggered: NamedInputValue {}

extension Named where Value == Staggered {
    /// The recipes, each named for its place: `fs[0]`, `fs[1]`, ….
    package var each: [Named<PromiseRecipe>] {
        value.recipes.enumerated().map { index, recipe in Named<PromiseRecipe>("\(name)[\(index)]", recipe) }
    }
}

extension Side {
    /// The design's own promises for `fs`, made in order, for the chapter's operations on many
    /// promises (`all`, `race`); they log as `fs[0]`, `fs[1]`, ….
    package func promises(_ fs: Named<Staggered>) -> [Design.Box] {
        fs.each.map { promise($0).box }
    }

    /// What `all` of `fs` delivers, by hand: every promise started at once, in order; the
    /// ``combined(_:)`` values once all of them are in, or the first failure; once.
    package func deliverAll(_ fs: Named<Staggered>) {
        let count = fs.recipes.count
        let state = Locked((values: [Int?](repeating: nil, count: count), settled: false))
        if count == 0 { return deliver(.value(combined([]))) }
        for (index, recipe) in fs.each.enumerated() {
            source(recipe).start { result in
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
                if let outcome { deliver(outcome) }
            }
        }
    }

    /// What `race` of `fs` delivers, by hand: every promise started at once, in order; the
    /// first outcome, value or failure, once.
    package func deliverFirst(_ fs: Named<Staggered>) {
        let settled = Locked(false)
        for recipe in fs.each {
            source(recipe).start { result in
                let first = settled.withLock { settled in
                    defer { settled = true }
                    return !settled
                }
                if first { deliver(Delivery(result)) }
            }
        }
    }
}

/// What an operation does on each of its tries, as data: try `i` runs `recipes[i]`, and a try
/// after the last runs the last recipe again. Failing tries are generated often, so that most
/// cases retry, and each draws its own error, so that a retry that hands on the wrong failure
/// (the first instead of the last) shows.
///
/// ```swift
/// let tries = Tries([PromiseRecipe(.fail(LawError(code: 2))), PromiseRecipe(.succeed(5))])
/// tries(0).description   // "fail(#2)"
/// tries(3).description   // "succeed(5)"
/// ```
package struct Tries: Sendable, Shrinkable, CustomStringConvertible {
    /// The tries' recipes, in order; never empty.
    package var recipes: [PromiseRecipe]

    /// These tries, in this order.
    package init(_ recipes: [PromiseRecipe]) {
        precondition(!recipes.isEmpty, "an operation tries at least once")
        self.recipes = recipes
    }

    /// The recipe of try `attempt`, counting from 0.
    package func callAsFunction(_ attempt: Int) -> PromiseRecipe { recipes[min(attempt, recipes.count - 1)] }

    /// One try fewer, then one try simpler.
    package var shrinks: [Tries] {
        let fewer: [Tries] =
            recipes.count < 2
            ? []
            : recipes.indices.map { index in
                var recipes = recipes
                recipes.remove(at: index)
                return Tries(recipes)
            }
        let simpler = recipes.indices.flatMap { index in
            recipes[index].shrinks.map { smaller in
                var recipes = recipes
                recipes[index] = smaller
                return Tries(recipes)
            }
        }
        return fewer + simpler
    }

    /// `[fail(#2), succeed(5)], then the last again`.
    package var description: String {
        "[" + recipes.map(\.description).joined(separator: ", ") + "], then the last again"
    }
}

extension Given {
    /// An operation's tries (``Tries``), as many as `count` allows: mostly failing ones, each
    /// with its own error.
    package static func tries(_ name: String, count: ClosedRange<Int>) -> Input<Tries> {
        Input(
            name, note: "(try i runs the i-th, counting from 0)",
            generate: { failures in
                Gen.frequency([(3, PromiseRecipe.failing), (2, PromiseRecipe.gen(failures: failures))])
                    .array(of: Gen.int(in: count)).map(Tries.init)
            },
            where: { count.contains($0.recipes.count) })
    }
}

/// A side is handed tries as they are: it names each try itself (``Side/operation(_:_:)``).
extension Tries: InputValue {}

extension Side {
    /// An operation that runs try 0 of `tries` the first time it is called, try 1 the next, and
    /// so on; each logs `start <name> i`.
    package func operation(_ tries: Tries, _ name: String)
        -> @Sendable (@escaping @Sendable (Result<Int, LawError>) -> Void) -> Void
    {
        let attempts = Locked(0, schedulePoints: false)
        return { done in
            let attempt = attempts.withLock { count in
                defer { count += 1 }
                return count
            }
            source(Named("\(name) \(attempt)", tries(attempt))).start(done)
        }
    }

    /// What retrying `tries` `retries` times delivers, by hand: try 0, and after each failure
    /// the next try, while retries are left; then the last outcome.
    package func deliverRetried(_ tries: Tries, _ name: String, retries: Int, attempt: Int = 0) {
        source(Named("\(name) \(attempt)", tries(attempt))).start { result in
            if case .failure = result, retries > 0 {
                deliverRetried(tries, name, retries: retries - 1, attempt: attempt + 1)
            } else {
                deliver(Delivery(result))
            }
        }
    }
}
