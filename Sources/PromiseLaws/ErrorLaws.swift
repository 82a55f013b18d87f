extension Law where Design: ErrorChannelDesign {
    /// Errors: a failure skips every later step.
    public static var errors: [Law] { [failureSkipsMap, failureSkipsFlatMap] }

    /// `fa.map(f) ≡ fa` when `fa` fails: `f` never runs.
    public static var failureSkipsMap: Law {
        Law(
            "Errors", "a failure skips map", "fa.map(f) ≡ fa, where fa fails",
            inputs: { _ in zip(failing, IntFunction.gen).map { fa, f in LawInputs(fa: fa, f: f) } },
            where: { $0.fa?.fails == true },
            lhs: { design, x, run in
                let f = x.f!
                run.observe(design, design.map(run.make(design, x.fa!, "fa"), { f($0) }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// `fa.flatMap(k) ≡ fa` when `fa` fails: `k`'s promise is never made, let alone started.
    public static var failureSkipsFlatMap: Law {
        Law(
            "Errors", "a failure skips flatMap", "fa.flatMap(k) ≡ fa, where fa fails",
            inputs: { _ in zip(failing, KleisliRecipe.gen(failures: true)).map { fa, k in LawInputs(fa: fa, k: k) } },
            where: { $0.fa?.fails == true },
            lhs: { design, x, run in
                run.observe(design, design.flatMap(run.make(design, x.fa!, "fa"), run.kleisli(design, x.k!, "k")))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// Failing recipes only, now or later.
    static var failing: Gen<PromiseRecipe> {
        zip(Gen.int(in: 1...9), PromiseRecipe.Timing.gen).map { PromiseRecipe(.fail(LawError(code: $0)), $1) }
    }
}

extension Law where Design: RecoveringDesign {
    /// Recovery: `recover` leaves values alone and turns a failure into the promise it chooses.
    public static var recovery: [Law] { [recoverLeavesValuesAlone, recoverHandlesFailures] }

    /// `fa.recover(r) ≡ fa` when `fa` succeeds.
    public static var recoverLeavesValuesAlone: Law {
        Law(
            "Errors", "recover leaves values alone", "fa.recover(r) ≡ fa, where fa succeeds",
            inputs: { _ in
                zip(PromiseRecipe.gen(failures: false), KleisliRecipe.gen(failures: true)).map { fa, r in
                    LawInputs(fa: fa, r: r)
                }
            },
            where: { $0.fa?.fails == false },
            lhs: { design, x, run in
                let r = run.kleisli(design, x.r!, "r")
                run.observe(design, design.recover(run.make(design, x.fa!, "fa"), { r($0.code) }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// `fail(e).recover(r) ≡ r(e)`.
    public static var recoverHandlesFailures: Law {
        Law(
            "Errors", "recover handles failures", "fail(e).recover(r) ≡ r(e)",
            inputs: { _ in
                zip(Gen.int(in: 1...9), KleisliRecipe.gen(failures: true)).map { e, r in
                    LawInputs(e: LawError(code: e), r: r)
                }
            },
            lhs: { design, x, run in
                let r = run.kleisli(design, x.r!, "r")
                run.observe(design, design.recover(design.fail(x.e!), { r($0.code) }))
            },
            rhs: { design, x, run in run.observe(design, run.kleisli(design, x.r!, "r")(x.e!.code)) })
    }
}
