/// A promise of the design under test, as a side holds it: the design's own promise (``box``),
/// with the design's operations as its methods, so that a side reads in the order of its
/// equation. A generated function handed to an operation logs each call the design makes
/// (`f(3)`, `k(3)`), as `s.function(f)` and `s.kleisli(k)` do.
///
/// ```swift
/// Law(
///     family: "Functor", name: "composition", equation: "fa.map(f).map(g) ≡ fa.map { g(f($0)) }",
///     Given.promise("fa"), Given.function("f"), Given.function("g"),
///     lhs: { s, fa, f, g in s.observe(s.promise(fa).map(f).map(g)) },
///     rhs: { s, fa, f, g in
///         let (f, g) = (s.function(f), s.function(g))
///         s.observe(s.promise(fa).map { g(f($0)) })
///     })
/// ```
///
/// A chapter's own operations are methods too, in a constrained extension beside its adapter
/// (`extension SidePromise where Design == LockQueuePromiseDesign { func catchError … }`); for
/// anything else, ``box`` is the design's own promise, with all of its methods.
public struct SidePromise<Design: FunctorDesign>: Sendable {
    /// The design's own promise.
    public let box: Design.Box
    /// The side it belongs to.
    public let side: Side<Design>

    /// The design's promise `box`, held by `side`.
    public init(_ box: Design.Box, on side: Side<Design>) {
        self.box = box
        self.side = side
    }

    /// The design's `map`: ``FunctorDesign/map(_:_:)``.
    public func map(_ transform: @escaping @Sendable (Int) -> Int) -> SidePromise {
        SidePromise(side.design.map(box, transform), on: side)
    }

    /// The design's `map` with the generated function `f`, each call logged as `f(x)`.
    public func map(_ f: Named<IntFunction>) -> SidePromise { map(side.function(f)) }
}

extension SidePromise where Design: MonadDesign {
    /// The design's `flatMap`: ``MonadDesign/flatMap(_:_:)``.
    public func flatMap(_ transform: @escaping @Sendable (Int) -> SidePromise) -> SidePromise {
        SidePromise(side.design.flatMap(box, { transform($0).box }), on: side)
    }

    /// The design's `flatMap` with the generated Kleisli function `k` (``Side/kleisli(_:checkingQueue:)``).
    public func flatMap(_ k: Named<KleisliRecipe>) -> SidePromise { flatMap(side.kleisli(k)) }
}

extension SidePromise where Design: RecoveringDesign {
    /// The design's `recover`: ``RecoveringDesign/recover(_:_:)``.
    public func recover(_ transform: @escaping @Sendable (LawError) -> SidePromise) -> SidePromise {
        SidePromise(side.design.recover(box, { transform($0).box }), on: side)
    }
}

extension SidePromise where Design: ErrorMappingDesign {
    /// The design's `mapError`: ``ErrorMappingDesign/mapError(_:_:)``.
    public func mapError(_ transform: @escaping @Sendable (LawError) -> LawError) -> SidePromise {
        SidePromise(side.design.mapError(box, transform), on: side)
    }

    /// The design's `mapError` with the generated error function `ef`, each call logged as `ef(#n)`.
    public func mapError(_ ef: Named<ErrorFunction>) -> SidePromise { mapError(side.function(ef)) }
}

extension SidePromise where Design: BifunctorDesign {
    /// The design's two-sided `map`: ``BifunctorDesign/bimap(_:value:error:)``.
    public func bimap(
        value: @escaping @Sendable (Int) -> SidePromise, error: @escaping @Sendable (LawError) -> LawError
    ) -> SidePromise {
        SidePromise(side.design.bimap(box, value: { value($0).box }, error: error), on: side)
    }

    /// The design's two-sided `map` with the generated functions `k` and `ef`, each call logged.
    public func bimap(_ k: Named<KleisliRecipe>, _ ef: Named<ErrorFunction>) -> SidePromise {
        bimap(value: side.kleisli(k), error: side.function(ef))
    }
}

extension SidePromise where Design: ZipDesign {
    /// The design's `zip`, its pair packed as `a &* 31 &+ b`: ``ZipDesign/zip(_:_:)``.
    public func zip(_ other: SidePromise) -> SidePromise {
        SidePromise(side.design.zip(box, other.box), on: side)
    }
}

// The promises a side starts from, made by the design's own operations.

extension Side {
    /// The design's promise for a recipe already made ready: ``FunctorDesign/make(_:)``.
    public func make(_ source: PromiseSource) -> SidePromise<Design> { SidePromise(design.make(source), on: self) }
}

extension Side where Design: MonadDesign {
    /// The design's `pure`: ``MonadDesign/pure(_:)``.
    public func pure(_ value: Int) -> SidePromise<Design> { SidePromise(design.pure(value), on: self) }
}

extension Side where Design: ErrorChannelDesign {
    /// The design's `fail`: ``ErrorChannelDesign/fail(_:)``.
    public func fail(_ error: LawError) -> SidePromise<Design> { SidePromise(design.fail(error), on: self) }
}

extension Side where Design: ResolvableDesign {
    /// A promise nothing has settled yet, and the producer's way to settle it:
    /// ``ResolvableDesign/pending()``.
    public func pending() -> (promise: SidePromise<Design>, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let (promise, settle) = design.pending()
        return (SidePromise(promise, on: self), settle)
    }

    /// A promise already settled with the outcome `x`, made the way a producer would.
    public func settled(_ x: Named<PromiseRecipe>) -> SidePromise<Design> {
        let (promise, settle) = pending()
        settle(x.result)
        return promise
    }
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
