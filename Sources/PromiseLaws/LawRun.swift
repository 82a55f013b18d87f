/// What one side of a law is given while it runs: where to log effects and where to deliver.
/// Side closures build an expression from the design's operations and observe it through this.
public struct LawRun: Sendable {
    /// The side's effect log.
    public let log: EffectLog
    /// Where the observed promise's deliveries go.
    public let deliver: @Sendable (Delivery) -> Void

    /// The design's promise for `recipe`, logging its start as `name`.
    public func make<Design: FunctorDesign>(_ design: Design, _ recipe: PromiseRecipe, _ name: String) -> Design.Box {
        design.make(PromiseSource(recipe, name: name, log: log))
    }

    /// A generated Kleisli function as the design's own `Int -> Promise`; its promises log as `name(x)`.
    public func kleisli<Design: FunctorDesign>(
        _ design: Design, _ k: KleisliRecipe, _ name: String
    ) -> @Sendable (Int) -> Design.Box {
        { x in self.make(design, k(x), "\(name)(\(x))") }
    }

    /// Observes `promise`, delivering into this side.
    public func observe<Design: FunctorDesign>(_ design: Design, _ promise: Design.Box) {
        design.observe(promise, deliver)
    }
}
