extension Law where Design: MonadDesign {
    /// Monad: `pure` adds nothing, `flatMap` nests freely, agrees with `map`, and runs effects in order.
    public static var monad: [Law] {
        [leftIdentity, rightIdentity, associativity, flatMapAgreesWithMap, effectsInOrder]
    }

    /// `pure(a).flatMap(k) ≡ k(a)`.
    // ANCHOR: left-identity
    public static var leftIdentity: Law {
        Law(
            "Monad", "left identity", "pure(a).flatMap(k) ≡ k(a)",
            inputs: { failures in
                zip(Gen.small, KleisliRecipe.gen(failures: failures)).map { a, k in LawInputs(a: a, k: k) }
            },
            lhs: { design, x, run in
                run.observe(design, design.flatMap(design.pure(x.a!), run.kleisli(design, x.k!, "k")))
            },
            rhs: { design, x, run in run.observe(design, run.kleisli(design, x.k!, "k")(x.a!)) })
    }
    // ANCHOR_END: left-identity

    /// `fa.flatMap(pure) ≡ fa`.
    public static var rightIdentity: Law {
        Law(
            "Monad", "right identity", "fa.flatMap(pure) ≡ fa",
            inputs: { failures in PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) } },
            lhs: { design, x, run in
                run.observe(design, design.flatMap(run.make(design, x.fa!, "fa"), { design.pure($0) }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// `fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }`.
    public static var associativity: Law {
        Law(
            "Monad", "associativity", "fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }",
            inputs: { failures in
                zip(
                    PromiseRecipe.gen(failures: failures), KleisliRecipe.gen(failures: failures),
                    KleisliRecipe.gen(failures: failures)
                )
                .map { fa, k, h in LawInputs(fa: fa, k: k, h: h) }
            },
            lhs: { design, x, run in
                let fa = run.make(design, x.fa!, "fa")
                run.observe(
                    design,
                    design.flatMap(design.flatMap(fa, run.kleisli(design, x.k!, "k")), run.kleisli(design, x.h!, "h")))
            },
            rhs: { design, x, run in
                let fa = run.make(design, x.fa!, "fa")
                let (k, h) = (run.kleisli(design, x.k!, "k"), run.kleisli(design, x.h!, "h"))
                run.observe(design, design.flatMap(fa, { design.flatMap(k($0), h) }))
            })
    }

    /// `fa.flatMap { pure(f($0)) } ≡ fa.map(f)`.
    public static var flatMapAgreesWithMap: Law {
        Law(
            "Monad", "flatMap agrees with map", "fa.flatMap { pure(f($0)) } ≡ fa.map(f)",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), IntFunction.gen).map { fa, f in LawInputs(fa: fa, f: f) }
            },
            lhs: { design, x, run in
                let f = x.f!
                run.observe(design, design.flatMap(run.make(design, x.fa!, "fa"), { design.pure(f($0)) }))
            },
            rhs: { design, x, run in
                let f = x.f!
                run.observe(design, design.map(run.make(design, x.fa!, "fa"), { f($0) }))
            })
    }

    /// `fa.flatMap(k) ≡ fa, then k(x)`: the continuation's work starts only after `fa` delivered
    /// `x`, compared against running the two by hand, one after the other.
    ///
    /// - Note: Values alone cannot see this: a `flatMap` that starts the next step early
    ///   can still deliver the right value. The effect logs can.
    public static var effectsInOrder: Law {
        Law(
            "Monad", "effects in order", "fa.flatMap(k) ≡ observe fa, then k(x) with its value",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), KleisliRecipe.gen(failures: failures))
                    .map { fa, k in LawInputs(fa: fa, k: k) }
            },
            lhs: { design, x, run in
                run.observe(design, design.flatMap(run.make(design, x.fa!, "fa"), run.kleisli(design, x.k!, "k")))
            },
            rhs: { design, x, run in
                let k = run.kleisli(design, x.k!, "k")
                design.observe(run.make(design, x.fa!, "fa")) { delivery in
                    switch delivery {
                    case .value(let value): run.observe(design, k(value))
                    case .failure: run.deliver(delivery)
                    }
                }
            })
    }
}
