extension Law where Design: MonadDesign {
    /// Monad: `pure` adds nothing, `flatMap` nests freely, agrees with `map`, and runs effects
    /// in order; and the contract of `pure` and `flatMap`.
    public static var monad: [Law] {
        [
            leftIdentity, rightIdentity, associativity, flatMapAgreesWithMap, effectsInOrder, pureDelivers,
            flatMapDelivers,
        ]
    }

    /// `pure(a).flatMap(k) ≡ k(a)`.
    // ANCHOR: left-identity
    public static var leftIdentity: Law {
        Law(
            family: "Monad", name: "left identity", equation: "pure(a).flatMap(k) ≡ k(a)",
            Given.value("a"), Given.kleisli("k"),
            lhs: { d, run, a, k in run.observe(d, d.flatMap(d.pure(a), run.kleisli(d, k, "k"))) },
            rhs: { d, run, a, k in run.observe(d, run.kleisli(d, k, "k")(a)) })
    }
    // ANCHOR_END: left-identity

    /// `fa.flatMap(pure) ≡ fa`.
    public static var rightIdentity: Law {
        Law(
            family: "Monad", name: "right identity", equation: "fa.flatMap(pure) ≡ fa",
            Given.promise("fa"),
            lhs: { d, run, fa in run.observe(d, d.flatMap(run.promise(d, fa, "fa"), { d.pure($0) })) },
            rhs: { d, run, fa in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// `fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }`.
    public static var associativity: Law {
        Law(
            family: "Monad", name: "associativity",
            equation: "fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }",
            Given.promise("fa"), Given.kleisli("k"), Given.kleisli("h"),
            lhs: { d, run, fa, k, h in
                let (k, h) = (run.kleisli(d, k, "k"), run.kleisli(d, h, "h"))
                run.observe(d, d.flatMap(d.flatMap(run.promise(d, fa, "fa"), k), h))
            },
            rhs: { d, run, fa, k, h in
                let (k, h) = (run.kleisli(d, k, "k"), run.kleisli(d, h, "h"))
                run.observe(d, d.flatMap(run.promise(d, fa, "fa"), { d.flatMap(k($0), h) }))
            })
    }

    /// `fa.flatMap { pure(f($0)) } ≡ fa.map(f)`.
    public static var flatMapAgreesWithMap: Law {
        Law(
            family: "Monad", name: "flatMap agrees with map", equation: "fa.flatMap { pure(f($0)) } ≡ fa.map(f)",
            Given.promise("fa"), Given.function("f"),
            lhs: { d, run, fa, f in
                let f = run.function(f, "f")
                run.observe(d, d.flatMap(run.promise(d, fa, "fa"), { d.pure(f($0)) }))
            },
            rhs: { d, run, fa, f in run.observe(d, d.map(run.promise(d, fa, "fa"), run.function(f, "f"))) })
    }

    /// `fa.flatMap(k) ≡ fa, then k(x)`: the continuation's work starts only after `fa` delivered
    /// `x`, compared against running the two by hand, one after the other.
    ///
    /// - Note: Values alone cannot see this: a `flatMap` that starts the next step early
    ///   can still deliver the right value. The effect logs can.
    public static var effectsInOrder: Law {
        Law(
            family: "Monad", name: "effects in order", equation: "fa.flatMap(k) ≡ observe fa, then k(x) with its value",
            Given.promise("fa"), Given.kleisli("k"),
            lhs: { d, run, fa, k in run.observe(d, d.flatMap(run.promise(d, fa, "fa"), run.kleisli(d, k, "k"))) },
            rhs: { d, run, fa, k in
                let k = run.kleisli(d, k, "k")
                d.observe(run.promise(d, fa, "fa")) { delivery in
                    switch delivery {
                    case .value(let value): run.observe(d, k(value))
                    case .failure: run.deliver(delivery)
                    }
                }
            })
    }

    /// The oracle for `pure`: it delivers its value at once, and does nothing else.
    public static var pureDelivers: Law {
        Law(
            family: "Contract", name: "pure delivers its value at once", equation: "pure(a) ≡ a, delivered at once",
            Given.value("a"),
            lhs: { d, run, a in run.observe(d, d.pure(a)) },
            rhs: { _, run, a in run.deliver(.value(a)) }
        ).timed()
    }

    /// The oracle for `flatMap`: the continuation's promise starts once, after `fa`'s value,
    /// and its outcome is delivered; a failure of `fa` skips it.
    // ANCHOR: flat-map-oracle
    public static var flatMapDelivers: Law {
        Law(
            family: "Contract", name: "flatMap delivers k's outcome, starting k once",
            equation: "fa.flatMap(k) ≡ fa, then k(x), by hand",
            Given.promise("fa"), Given.kleisli("k"),
            lhs: { d, run, fa, k in
                run.observe(d, d.flatMap(run.promise(d, fa, "fa"), run.kleisli(d, k, "k", checkingQueue: true)))
            },
            rhs: { _, run, fa, k in
                run.source(fa, "fa").start { result in
                    switch result {
                    case .success(let x):
                        run.expectCall("k", x)
                        run.source(k(x), "k(\(x))").start { run.deliver(Delivery($0)) }
                    case .failure(let error): run.deliver(.failure(error))
                    }
                }
            }
        ).timed()
    }
    // ANCHOR_END: flat-map-oracle
}
