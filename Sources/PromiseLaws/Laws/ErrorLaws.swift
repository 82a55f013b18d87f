extension Law where Design: ErrorChannelDesign {
    /// Errors: a failure skips every later step; and the contract of `fail`.
    public static var errors: [Law] { [failureSkipsMap, failureSkipsFlatMap, failDelivers] }

    /// `fa.map(f) ≡ fa` when `fa` fails: `f` never runs.
    public static var failureSkipsMap: Law {
        Law(
            family: "Errors", name: "a failure skips map", equation: "fa.map(f) ≡ fa",
            Given.failing("fa"), Given.function("f"),
            lhs: { s, fa, f in s.observe(s.promise(fa).map(f)) },
            rhs: { s, fa, _ in s.observe(s.promise(fa)) })
    }

    /// `fa.flatMap(k) ≡ fa` when `fa` fails: `k`'s promise is never made, let alone started.
    public static var failureSkipsFlatMap: Law {
        Law(
            family: "Errors", name: "a failure skips flatMap", equation: "fa.flatMap(k) ≡ fa",
            Given.failing("fa"), Given.kleisli("k"),
            lhs: { s, fa, k in s.observe(s.promise(fa).flatMap(k)) },
            rhs: { s, fa, _ in s.observe(s.promise(fa)) })
    }

    /// The oracle for `fail`: it delivers its error at once, and does nothing else.
    public static var failDelivers: Law {
        Law(
            family: "Contract", name: "fail delivers its error at once", equation: "fail(e) ≡ e, delivered at once",
            Given.error("e"),
            lhs: { s, e in s.observe(s.fail(e)) },
            rhs: { s, e in s.deliver(.failure(e)) }
        ).timed()
    }
}

extension Law where Design: RecoveringDesign {
    /// Recovery: `recover` leaves values alone and turns a failure into the promise it chooses.
    public static var recovery: [Law] { [recoverLeavesValuesAlone, recoverHandlesFailures, recoverDelivers] }

    /// `fa.recover(r) ≡ fa` when `fa` succeeds.
    public static var recoverLeavesValuesAlone: Law {
        Law(
            family: "Errors", name: "recover leaves values alone", equation: "fa.recover(r) ≡ fa",
            Given.succeeding("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { s, fa, r in
                let r = s.kleisli(r)
                s.observe(s.promise(fa).recover { r($0.code) })
            },
            rhs: { s, fa, _ in s.observe(s.promise(fa)) })
    }

    /// `fail(e).recover(r) ≡ r(e)`.
    public static var recoverHandlesFailures: Law {
        Law(
            family: "Errors", name: "recover handles failures", equation: "fail(e).recover(r) ≡ r(e)",
            Given.error("e"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { s, e, r in
                let r = s.kleisli(r)
                s.observe(s.fail(e).recover { r($0.code) })
            },
            rhs: { s, e, r in s.observe(s.kleisli(r)(e.code)) })
    }

    /// The oracle for `recover`: a value passes through; a failure starts `r`'s promise once.
    public static var recoverDelivers: Law {
        Law(
            family: "Contract", name: "recover delivers the value, or r's outcome",
            equation: "fa.recover(r) ≡ fa, then r(#n) on a failure, by hand",
            Given.promise("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { s, fa, r in
                let r = s.kleisli(r, checkingQueue: true)
                s.observe(s.promise(fa).recover { r($0.code) })
            },
            rhs: { s, fa, r in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x): s.deliver(.value(x))
                    case .failure(let e):
                        s.expectCall(r, e.code)
                        s.source(r(e.code)).start { s.deliver(Delivery($0)) }
                    }
                }
            }
        ).timed()
    }
}

extension Law where Design: ErrorMappingDesign {
    /// Error mapping: `mapError` is a functor over the error, and leaves values alone.
    public static var errorMapping: [Law] { [mapErrorIdentity, mapErrorComposition, mapErrorDelivers] }

    /// `fa.mapError { $0 } ≡ fa`.
    public static var mapErrorIdentity: Law {
        Law(
            family: "Errors", name: "mapError identity", equation: "fa.mapError { $0 } ≡ fa",
            Given.promise("fa"),
            lhs: { s, fa in s.observe(s.promise(fa).mapError { $0 }) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }

    /// `fa.mapError(ef).mapError(eg) ≡ fa.mapError { eg(ef($0)) }`.
    public static var mapErrorComposition: Law {
        Law(
            family: "Errors", name: "mapError composition",
            equation: "fa.mapError(ef).mapError(eg) ≡ fa.mapError { eg(ef($0)) }",
            Given.promise("fa"), Given.errorFunction("ef"), Given.errorFunction("eg"),
            lhs: { s, fa, ef, eg in s.observe(s.promise(fa).mapError(ef).mapError(eg)) },
            rhs: { s, fa, ef, eg in
                let (ef, eg) = (s.function(ef), s.function(eg))
                s.observe(s.promise(fa).mapError { eg(ef($0)) })
            })
    }

    /// The oracle for `mapError`: a value passes through untouched; a failure is mapped by `ef` once.
    public static var mapErrorDelivers: Law {
        Law(
            family: "Contract", name: "mapError delivers the value, or ef of the error",
            equation: "fa.mapError(ef) ≡ fa, then ef(#n) on a failure, by hand",
            Given.promise("fa"), Given.errorFunction("ef"),
            lhs: { s, fa, ef in s.observe(s.promise(fa).mapError(ef)) },
            rhs: { s, fa, ef in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x): s.deliver(.value(x))
                    case .failure(let e):
                        s.expectCall(ef, e)
                        s.deliver(.failure(ef(e)))
                    }
                }
            }
        ).timed()
    }
}
