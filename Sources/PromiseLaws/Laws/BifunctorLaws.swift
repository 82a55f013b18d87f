extension Law where Design: BifunctorDesign {
    /// Bifunctor: continuing the value and mapping the error at once obeys the identity and
    /// composition laws on both sides, with continuations that may fail or never deliver.
    public static var bifunctor: [Law] { [bifunctorIdentity, bifunctorComposition, bimapDelivers] }

    /// `fa.bimap(pure, { $0 }) ≡ fa`.
    public static var bifunctorIdentity: Law {
        Law(
            family: "Bifunctor", name: "identity", equation: "fa.bimap(pure, { $0 }) ≡ fa",
            Given.promise("fa"),
            lhs: { s, fa in s.observe(s.promise(fa).bimap(value: { s.pure($0) }, error: { $0 })) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }

    /// `fa.bimap(k, ef).bimap(h, eg) ≡ fa.bimap({ k($0).bimap(h, eg) }, { eg(ef($0)) })`.
    public static var bifunctorComposition: Law {
        Law(
            family: "Bifunctor", name: "composition",
            equation: "fa.bimap(k, ef).bimap(h, eg) ≡ fa.bimap({ k($0).bimap(h, eg) }, { eg(ef($0)) })",
            Given.promise("fa"), Given.kleisli("k"), Given.kleisli("h"), Given.errorFunction("ef"),
            Given.errorFunction("eg"),
            lhs: { s, fa, k, h, ef, eg in s.observe(s.promise(fa).bimap(k, ef).bimap(h, eg)) },
            rhs: { s, fa, k, h, ef, eg in
                let (k, h, ef, eg) = (s.kleisli(k), s.kleisli(h), s.function(ef), s.function(eg))
                s.observe(s.promise(fa).bimap(value: { k($0).bimap(value: h, error: eg) }, error: { eg(ef($0)) }))
            })
    }

    /// The oracle for `bimap`: a value starts `k`'s promise once; a failure is mapped by `ef` once.
    public static var bimapDelivers: Law {
        Law(
            family: "Contract", name: "bimap delivers k's outcome, or ef of the error",
            equation: "fa.bimap(k, ef) ≡ fa, then k(x) or ef(#n), by hand",
            Given.promise("fa"), Given.kleisli("k"), Given.errorFunction("ef"),
            lhs: { s, fa, k, ef in
                s.observe(s.promise(fa).bimap(value: s.kleisli(k, checkingQueue: true), error: s.function(ef)))
            },
            rhs: { s, fa, k, ef in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x):
                        s.expectCall(k, x)
                        s.source(k(x)).start { s.deliver(Delivery($0)) }
                    case .failure(let e):
                        s.expectCall(ef, e)
                        s.deliver(.failure(ef(e)))
                    }
                }
            }
        ).timed()
    }
}
