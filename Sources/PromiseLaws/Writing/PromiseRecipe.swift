/// A promise as data: what it delivers, and when and where. Each design turns a recipe into
/// its own promise, so one generated case runs on every design and prints as plain text.
///
/// ```swift
/// let three = PromiseRecipe(.succeed(3))  // succeed(3)
/// let silent = PromiseRecipe(.never)  // never
/// let late = PromiseRecipe(.fail(LawError(code: 2)), .on(.a, afterMilliseconds: 2))
/// // late reads fail(#2) after 2 ms on laws.a
/// ```
// ANCHOR: recipe
public struct PromiseRecipe: Hashable, Sendable, CustomStringConvertible {
    /// What the promise delivers.
    public enum Outcome: Hashable, Sendable {
        /// Delivers a value.
        case succeed(Int)
        /// Delivers a failure; only generated for designs with an error channel.
        case fail(LawError)
        /// Delivers nothing, ever.
        case never
    }

    /// When and where the promise delivers.
    public enum Timing: Hashable, Sendable {
        /// Synchronously, on the thread that started it.
        case immediately
        /// Later, from one of the harness's queues.
        case on(LawQueue, afterMilliseconds: Int)
    }

    /// What the promise delivers.
    public var outcome: Outcome
    /// When and where it delivers.
    public var timing: Timing
    // ANCHOR_END: recipe

    /// Creates a recipe; immediate unless told otherwise.
    public init(_ outcome: Outcome, _ timing: Timing = .immediately) {
        self.outcome = outcome
        self.timing = timing
    }

    /// The outcome alone, as a race's step names it: `3`, `fail(#2)`.
    var outcomeText: String {
        switch outcome {
        case .succeed(let value): "\(value)"
        case .fail(let error): "fail(\(error))"
        case .never: "never"
        }
    }

    /// Whether the recipe delivers a failure.
    public var fails: Bool {
        if case .fail = outcome { return true }
        return false
    }

    /// `succeed(3) after 2 ms on laws.a`.
    public var description: String {
        let what =
            switch outcome {
            case .succeed(let value): "succeed(\(value))"
            case .fail(let error): "fail(\(error))"
            case .never: "never"
            }
        if case .never = outcome { return what }
        return what + timing.suffix
    }

    /// The longest it waits before delivering, in milliseconds.
    public var delay: Int { if case .never = outcome { 0 } else { timing.delay } }

    /// Generates recipes: mostly values, some failures (when `failures` is true), rarely never;
    /// half of them asynchronous, most after a few milliseconds, some after tens.
    public static func gen(failures: Bool) -> Gen<PromiseRecipe> {
        var choices: [(Int, Gen<PromiseRecipe>)] = [
            (9, zip(Gen.value, Timing.gen).map { PromiseRecipe(.succeed($0), $1) }),
            (1, .always(PromiseRecipe(.never))),
        ]
        if failures {
            choices.append((4, zip(LawError.gen, Timing.gen).map { PromiseRecipe(.fail($0), $1) }))
        }
        return .frequency(choices)
    }

    /// Recipes that fail, now or later.
    public static let failing: Gen<PromiseRecipe> = zip(LawError.gen, Timing.gen).map { PromiseRecipe(.fail($0), $1) }
}

extension PromiseRecipe.Timing {
    /// Immediately half the time; otherwise on one of the harness's delivery queues, mostly
    /// after 0 to 3 ms and sometimes after 5 to 40 ms, so that an inner promise can be slower
    /// than an outer one and a late duplicate has time to show.
    // ANCHOR: timing
    static let gen: Gen<PromiseRecipe.Timing> = .frequency([
        (6, .always(.immediately)),
        (4, zip(Gen.element(of: LawQueue.delivering), Gen.int(in: 0...3)).map { .on($0, afterMilliseconds: $1) }),
        (2, zip(Gen.element(of: LawQueue.delivering), Gen.int(in: 5...40)).map { .on($0, afterMilliseconds: $1) }),
    ])
    // ANCHOR_END: timing

    /// How long it waits, in milliseconds.
    public var delay: Int {
        if case .on(_, let delay) = self { delay } else { 0 }
    }

    /// `""`, `" on laws.a"` or `" after 2 ms on laws.a"`.
    var suffix: String {
        switch self {
        case .immediately: ""
        case .on(let queue, 0): " on \(queue)"
        case .on(let queue, let delay): " after \(delay) ms on \(queue)"
        }
    }

    var shrinks: [PromiseRecipe.Timing] {
        guard case .on(let queue, let delay) = self else { return [] }
        var candidates: [PromiseRecipe.Timing] = [.immediately]
        if queue != .a { candidates.append(.on(.a, afterMilliseconds: delay)) }
        candidates += delay.shrinks.filter { $0 >= 0 }.map { .on(queue, afterMilliseconds: $0) }
        return candidates
    }

    /// Runs `work` now, or later on `simulation`'s clock, as the timing says.
    func perform(in simulation: Simulation, _ work: @escaping @Sendable () -> Void) {
        switch self {
        case .immediately: work()
        case .on(let queue, let delay): simulation.enqueue(after: delay, on: queue, work)
        }
    }
}

extension PromiseRecipe.Outcome {
    /// Towards `succeed(0)`: a failure or a never is less simple than any value.
    var shrinks: [PromiseRecipe.Outcome] {
        switch self {
        case .succeed(let value): value.shrinks.map { .succeed($0) }
        case .fail(let error): [.succeed(0)] + error.shrinks.map { .fail($0) }
        case .never: [.succeed(0)]
        }
    }
}

extension PromiseRecipe: Shrinkable {
    /// Towards an immediate `succeed(0)`.
    public var shrinks: [PromiseRecipe] {
        timing.shrinks.map { PromiseRecipe(outcome, $0) } + outcome.shrinks.map { PromiseRecipe($0, timing) }
    }
}

extension PromiseRecipe {
    /// What a settled recipe settles with: `settle(x.result)`. A recipe that never settles has
    /// no outcome, and ``Given/outcome(_:)`` never generates one.
    public var result: Result<Int, LawError> {
        switch outcome {
        case .succeed(let value): .success(value)
        case .fail(let error): .failure(error)
        case .never: preconditionFailure("a settled outcome cannot be never")
        }
    }
}

/// A recipe ready to run, handed to a design's adapter: the adapter wraps `start` in its own
/// kind of promise, and the harness does the rest (the timing, the queue, the effect log).
///
/// ```swift
/// // A lazy design: the work starts when the thunk is run, not when it is made.
/// func make(_ source: PromiseSource) -> Thunk {
///     Thunk { done in source.startValue(done) }
/// }
/// ```
public struct PromiseSource: Sendable {
    /// What the promise should deliver, and when.
    public let recipe: PromiseRecipe
    /// The promise's name in effect logs: `fa`, `k(3)`.
    public let name: String
    let log: EffectLog
    /// The side's clock, where a delayed recipe's delivery waits.
    let simulation: Simulation

    package init(_ recipe: PromiseRecipe, name: String, log: EffectLog, simulation: Simulation) {
        self.recipe = recipe
        self.name = name
        self.log = log
        self.simulation = simulation
    }

    /// Starts the described work: logs `start <name>`, then delivers as the recipe says
    /// (now, or later on the side's clock, as a job of a harness queue), or never.
    ///
    /// - Parameter deliver: called at most once with the outcome.
    // ANCHOR: start
    public func start(_ deliver: @escaping @Sendable (Result<Int, LawError>) -> Void) {
        log.record("start \(name)")
        let result: Result<Int, LawError>
        switch recipe.outcome {
        case .succeed(let value): result = .success(value)
        case .fail(let error): result = .failure(error)
        case .never: return
        }
        recipe.timing.perform(in: simulation) { deliver(result) }
    }
    // ANCHOR_END: start

    /// Starts the work of a recipe that cannot fail, for designs without an error channel.
    ///
    /// - Note: Law sets only generate failing recipes for designs with an error channel, so a
    ///   failure here is a bug in the harness, and it stops loudly.
    public func startValue(_ deliver: @escaping @Sendable (Int) -> Void) {
        start { result in
            guard case .success(let value) = result else {
                preconditionFailure("a design without an error channel was given a failing recipe")
            }
            deliver(value)
        }
    }
}
