extension Law where Design: ErrorChannelDesign {
    /// Errors: a failure skips every later step; and the contract of `fail`.
    public static var errors: [Law] { [failureSkipsMap, failureSkipsFlatMap, failDelivers] }

    /// `fa.map(f) ≡ fa` when `fa` fails: `f` never runs.
    public static var failureSkipsMap: Law {
        Law(
            family: "Errors", name: "a failure skips map", equation: "fa.map(f) ≡ fa",
            Given.failing("fa"), Given.function("f"),
            lhs: { d, run, fa, f in run.observe(d, d.map(run.promise(d, fa, "fa"), run.function(f, "f"))) },
            rhs: { d, run, fa, _ in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// `fa.flatMap(k) ≡ fa` when `fa` fails: `k`'s promise is never made, let alone started.
    public static var failureSkipsFlatMap: Law {
        Law(
            family: "Errors", name: "a failure skips flatMap", equation: "fa.flatMap(k) ≡ fa",
            Given.failing("fa"), Given.kleisli("k"),
            lhs: { d, run, fa, k in run.observe(d, d.flatMap(run.promise(d, fa, "fa"), run.kleisli(d, k, "k"))) },
            rhs: { d, run, fa, _ in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// The oracle for `fail`: it delivers its error at once, and does nothing else.
    public static var failDelivers: Law {
        Law(
            family: "Contract", name: "fail delivers its error at once", equation: "fail(e) ≡ e, delivered at once",
            Given.error("e"),
            lhs: { d, run, e in run.observe(d, d.fail(e)) },
            rhs: { _, run, e in run.deliver(.failure(e)) }
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
            lhs: { d, run, fa, r in
                let r = run.kleisli(d, r, "r")
                run.observe(d, d.recover(run.promise(d, fa, "fa"), { r($0.code) }))
            },
            rhs: { d, run, fa, _ in run.observe(d, run.promise(d, fa, "fa")) })
    }

    /// `fail(e).recover(r) ≡ r(e)`.
    public static var recoverHandlesFailures: Law {
        Law(
            family: "Errors", name: "recover handles failures", equation: "fail(e).recover(r) ≡ r(e)",
            Given.error("e"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { d, run, e, r in
                let r = run.kleisli(d, r, "r")
                run.observe(d, d.recover(d.fail(e), { r($0.code) }))
            },
            rhs: { d, run, e, r in run.observe(d, run.kleisli(d, r, "r")(e.code)) })
    }

    /// The oracle for `recover`: a value passes through; a failure starts `r`'s promise once.
    public static var recoverDelivers: Law {
        Law(
            family: "Contract", name: "recover delivers the value, or r's outcome",
            equation: "fa.recover(r) ≡ fa, then r(#n) on a failure, by hand",
            Given.promise("fa"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { d, run, fa, r in
                let r = run.kleisli(d, r, "r")
                run.observe(d, d.recover(run.promise(d, fa, "fa"), { r($0.code) }))
            },
            rhs: { _, run, fa, r in
                run.source(fa, "fa").start { result in
                    switch result {
                    case .success(let x): run.deliver(.value(x))
                    case .failure(let e): run.source(r(e.code), "r(\(e.code))").start { run.deliver(Delivery($0)) }
                    }
                }
            }
        ).timed()
    }
}
