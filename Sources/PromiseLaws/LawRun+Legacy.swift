// The way sides were written before ``Side``: handed the design and the run apart, each input's
// name written again where it is used (`run.promise(d, fa, "fa")`). Kept only until the
// exercises' checks are written the new way.

extension LawRun {
    /// The design's promise for `recipe`; its work logs `start <name>` when it begins.
    package func promise<Design: FunctorDesign>(_ design: Design, _ recipe: PromiseRecipe, _ name: String) -> Design.Box
    {
        Side(design, self).promise(Named(name, recipe))
    }

    /// A generated Kleisli function as the design's own `Int -> Promise`: ``Side/kleisli(_:checkingQueue:)``.
    package func kleisli<Design: FunctorDesign>(
        _ design: Design, _ k: KleisliRecipe, _ name: String, checkingQueue: Bool = false
    ) -> @Sendable (Int) -> Design.Box {
        Side(design, self).kleisli(Named(name, k), checkingQueue: checkingQueue)
    }

    /// A generated function that logs each call as `name(x)`.
    package func function(_ f: IntFunction, _ name: String) -> @Sendable (Int) -> Int {
        { x in
            self.called(name, x)
            return f(x)
        }
    }

    /// A generated error function that logs each call as `name(#n)`.
    package func function(_ f: ErrorFunction, _ name: String) -> @Sendable (LawError) -> LawError {
        { error in
            self.called(name, error)
            return f(error)
        }
    }

    /// Observes `promise` as a new observer of this side: ``Side/observe(_:as:logged:then:)``.
    package func observe<Design: FunctorDesign>(
        _ design: Design, _ promise: Design.Box, as number: Int? = nil, logged: Bool = false,
        then next: (@Sendable () -> Void)? = nil
    ) {
        Side(design, self).observe(promise, as: number, logged: logged, then: next)
    }
}
