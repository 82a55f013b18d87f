extension Law where Design: BifunctorDesign {
    /// Bifunctor: continuing the value and mapping the error at once obeys the identity and
    /// composition laws on both sides, with continuations that may fail or never deliver.
    public static var bifunctor: [Law] { [bifunctorIdentity, bifunctorComposition, bimapDelivers] }

    /// `fa.bimap(pure, { $0 }) ≡ fa`.
    public static var bifunctorIdentity: Law {
        Law(
            family: "Bifunctor", name: "identity", equation: "fa.bimap(pure, { $0 }) ≡ fa",
            Given.promise("fa"),
            lhs: { d, run, fa in run.observe(d, d.bimap(run.promise(d, fa, "fa"), value: { d.pure($0) }, error: { $0 }))
            },
            rhs: { d, run, fa in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// `fa.bimap(k, ef).bimap(h, eg) ≡ fa.bimap({ k($0).bimap(h, eg) }, { eg(ef($0)) })`.
    public static var bifunctorComposition: Law {
        Law(
            family: "Bifunctor", name: "composition",
            equation: "fa.bimap(k, ef).bimap(h, eg) ≡ fa.bimap({ k($0).bimap(h, eg) }, { eg(ef($0)) })",
            Given.promise("fa"), Given.kleisli("k"), Given.kleisli("h"), Given.errorFunction("ef"),
            Given.errorFunction("eg"),
            lhs: { d, run, fa, k, h, ef, eg in
                let (k, h, ef, eg) = (
                    run.kleisli(d, k, "k"), run.kleisli(d, h, "h"), run.function(ef, "ef"), run.function(eg, "eg")
                )
                let once = d.bimap(run.promise(d, fa, "fa"), value: k, error: ef)
                run.observe(d, d.bimap(once, value: h, error: eg))
            },
            rhs: { d, run, fa, k, h, ef, eg in
                let (k, h, ef, eg) = (
                    run.kleisli(d, k, "k"), run.kleisli(d, h, "h"), run.function(ef, "ef"), run.function(eg, "eg")
                )
                run.observe(
                    d,
                    d.bimap(
                        run.promise(d, fa, "fa"), value: { d.bimap(k($0), value: h, error: eg) }, error: { eg(ef($0)) })
                )
            })
    }

    /// The oracle for `bimap`: a value starts `k`'s promise once; a failure is mapped by `ef` once.
    public static var bimapDelivers: Law {
        Law(
            family: "Contract", name: "bimap delivers k's outcome, or ef of the error",
            equation: "fa.bimap(k, ef) ≡ fa, then k(x) or ef(#n), by hand",
            Given.promise("fa"), Given.kleisli("k"), Given.errorFunction("ef"),
            lhs: { d, run, fa, k, ef in
                run.observe(
                    d,
                    d.bimap(
                        run.promise(d, fa, "fa"), value: run.kleisli(d, k, "k", checkingQueue: true),
                        error: run.function(ef, "ef")))
            },
            rhs: { _, run, fa, k, ef in
                run.source(fa, "fa").start { result in
                    switch result {
                    case .success(let x):
                        run.expectCall("k", x)
                        run.source(k(x), "k(\(x))").start { run.deliver(Delivery($0)) }
                    case .failure(let e):
                        run.expectCall("ef", e)
                        run.deliver(.failure(ef(e)))
                    }
                }
            }
        ).timed()
    }
}
