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
            lhs: { s, a, k in s.observe(s.pure(a).flatMap(k)) },
            rhs: { s, a, k in s.observe(s.kleisli(k)(a)) })
    }
    // ANCHOR_END: left-identity

    /// `fa.flatMap(pure) ≡ fa`.
    public static var rightIdentity: Law {
        Law(
            family: "Monad", name: "right identity", equation: "fa.flatMap(pure) ≡ fa",
            Given.promise("fa"),
            lhs: { s, fa in s.observe(s.promise(fa).flatMap { s.pure($0) }) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }

    /// `fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }`.
    public static var associativity: Law {
        Law(
            family: "Monad", name: "associativity",
            equation: "fa.flatMap(k).flatMap(h) ≡ fa.flatMap { k($0).flatMap(h) }",
            Given.promise("fa"), Given.kleisli("k"), Given.kleisli("h"),
            lhs: { s, fa, k, h in s.observe(s.promise(fa).flatMap(k).flatMap(h)) },
            rhs: { s, fa, k, h in
                let (k, h) = (s.kleisli(k), s.kleisli(h))
                s.observe(s.promise(fa).flatMap { k($0).flatMap(h) })
            })
    }

    /// `fa.flatMap { pure(f($0)) } ≡ fa.map(f)`.
    public static var flatMapAgreesWithMap: Law {
        Law(
            family: "Monad", name: "flatMap agrees with map", equation: "fa.flatMap { pure(f($0)) } ≡ fa.map(f)",
            Given.promise("fa"), Given.function("f"),
            lhs: { s, fa, f in
                let f = s.function(f)
                s.observe(s.promise(fa).flatMap { s.pure(f($0)) })
            },
            rhs: { s, fa, f in s.observe(s.promise(fa).map(f)) })
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
            lhs: { s, fa, k in s.observe(s.promise(fa).flatMap(k)) },
            rhs: { s, fa, k in
                let k = s.kleisli(k)
                s.design.observe(s.promise(fa).box) { delivery in
                    switch delivery {
                    case .value(let value): s.observe(k(value))
                    case .failure: s.deliver(delivery)
                    }
                }
            })
    }

    /// The oracle for `pure`: it delivers its value at once, and does nothing else.
    public static var pureDelivers: Law {
        Law(
            family: "Contract", name: "pure delivers its value at once", equation: "pure(a) ≡ a, delivered at once",
            Given.value("a"),
            lhs: { s, a in s.observe(s.pure(a)) },
            rhs: { s, a in s.deliver(.value(a)) }
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
            lhs: { s, fa, k in s.observe(s.promise(fa).flatMap(s.kleisli(k, checkingQueue: true))) },
            rhs: { s, fa, k in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x):
                        s.expectCall(k, x)
                        s.source(k(x)).start { s.deliver(Delivery($0)) }
                    case .failure(let error): s.deliver(.failure(error))
                    }
                }
            }
        ).timed()
    }
    // ANCHOR_END: flat-map-oracle
}
