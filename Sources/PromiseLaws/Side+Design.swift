// A side speaks the design's operations itself, so that a law reads like its equation:
// `s.flatMap(s.pure(a), s.kleisli(k))`, not `d.flatMap(d.pure(a), …)` with the design passed
// along. Each protocol's operations, where the design has them.

extension Side {
    /// The design's promise for a recipe already made ready: ``FunctorDesign/make(_:)``.
    public func make(_ source: PromiseSource) -> Design.Box { design.make(source) }

    /// The design's `map`: ``FunctorDesign/map(_:_:)``.
    public func map(_ promise: Design.Box, _ transform: @escaping @Sendable (Int) -> Int) -> Design.Box {
        design.map(promise, transform)
    }
}

extension Side where Design: MonadDesign {
    /// The design's `pure`: ``MonadDesign/pure(_:)``.
    public func pure(_ value: Int) -> Design.Box { design.pure(value) }

    /// The design's `flatMap`: ``MonadDesign/flatMap(_:_:)``.
    public func flatMap(_ promise: Design.Box, _ transform: @escaping @Sendable (Int) -> Design.Box) -> Design.Box {
        design.flatMap(promise, transform)
    }
}

extension Side where Design: ErrorChannelDesign {
    /// The design's `fail`: ``ErrorChannelDesign/fail(_:)``.
    public func fail(_ error: LawError) -> Design.Box { design.fail(error) }
}

extension Side where Design: RecoveringDesign {
    /// The design's `recover`: ``RecoveringDesign/recover(_:_:)``.
    public func recover(_ promise: Design.Box, _ transform: @escaping @Sendable (LawError) -> Design.Box)
        -> Design.Box
    {
        design.recover(promise, transform)
    }
}

extension Side where Design: ErrorMappingDesign {
    /// The design's `mapError`: ``ErrorMappingDesign/mapError(_:_:)``.
    public func mapError(_ promise: Design.Box, _ transform: @escaping @Sendable (LawError) -> LawError)
        -> Design.Box
    {
        design.mapError(promise, transform)
    }
}

extension Side where Design: BifunctorDesign {
    /// The design's two-sided `map`: ``BifunctorDesign/bimap(_:value:error:)``.
    public func bimap(
        _ promise: Design.Box, value: @escaping @Sendable (Int) -> Design.Box,
        error: @escaping @Sendable (LawError) -> LawError
    ) -> Design.Box {
        design.bimap(promise, value: value, error: error)
    }
}

extension Side where Design: ResolvableDesign {
    /// A promise nothing has settled yet, and the producer's way to settle it:
    /// ``ResolvableDesign/pending()``.
    public func pending() -> (promise: Design.Box, settle: @Sendable (Result<Int, LawError>) -> Void) {
        design.pending()
    }

    /// A promise already settled with the outcome `x`, made the way a producer would.
    public func settled(_ x: Named<PromiseRecipe>) -> Design.Box {
        let (promise, settle) = design.pending()
        settle(x.result)
        return promise
    }
}

extension Side where Design: ZipDesign {
    /// The design's `zip`, its pair packed as `a &* 31 &+ b`: ``ZipDesign/zip(_:_:)``.
    public func zip(_ first: Design.Box, _ second: Design.Box) -> Design.Box { design.zip(first, second) }
}

extension Side where Design: BridgeDesign {
    /// A new bridge to `async` code: ``BridgeDesign/bridge()``.
    public func bridge() -> (
        settle: @Sendable (Result<Int, LawError>) -> Void,
        wait: @Sendable (@escaping @Sendable (Result<Int, LawError>?) -> Void) -> @Sendable () -> Void
    ) {
        design.bridge()
    }
}
