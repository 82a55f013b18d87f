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
    let world: Simulation

    init(_ recipe: PromiseRecipe, name: String, log: EffectLog, world: Simulation) {
        self.recipe = recipe
        self.name = name
        self.log = log
        self.world = world
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
        recipe.timing.perform(in: world) { deliver(result) }
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
