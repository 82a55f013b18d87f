extension Law where Design: LazyDesign {
    /// Laziness: building a chain runs nothing; running it twice runs every step twice.
    /// Each kind of start is checked: a promise made from a recipe, and a settled one (`pure`).
    public static var lazy: [Law] {
        [nothingRunsBeforeExecute, nothingRunsBeforeExecuteFromPure, executingTwiceRunsTwice]
    }

    /// Executing a chain later rather than at once changes nothing, because building it ran
    /// nothing. The effect log shows where `execute` happened.
    // ANCHOR: laziness-law
    public static var nothingRunsBeforeExecute: Law {
        Law(
            family: "Laziness", name: "nothing runs before execute",
            equation: "build fa.map(f).flatMap(k), log execute, run it ≡ log execute, build and run it",
            Given.promise("fa"), Given.function("f"), Given.kleisli("k"),
            lhs: { d, run, fa, f, k in
                let chain = d.flatMap(d.map(run.promise(d, fa, "fa"), run.function(f, "f")), run.kleisli(d, k, "k"))
                run.log.record("execute")
                run.observe(d, chain)
            },
            rhs: { d, run, fa, f, k in
                run.log.record("execute")
                run.observe(d, d.flatMap(d.map(run.promise(d, fa, "fa"), run.function(f, "f")), run.kleisli(d, k, "k")))
            })
    }
    // ANCHOR_END: laziness-law

    /// A chain executed twice runs every step twice, as two chains built alike would: nothing
    /// is remembered between runs, so a memoised step is caught.
    public static var executingTwiceRunsTwice: Law {
        Law(
            family: "Laziness", name: "executing twice runs every step twice",
            equation: "let c = fa.map(f).flatMap(k); run c, then c again ≡ run a chain, then another built alike",
            Given.promise("fa"), Given.function("f"), Given.kleisli("k"),
            lhs: { d, run, fa, f, k in
                let chain = d.flatMap(d.map(run.promise(d, fa, "fa"), run.function(f, "f")), run.kleisli(d, k, "k"))
                run.expectObservers(2)
                run.observe(d, chain, then: { run.observe(d, chain) })
            },
            rhs: { d, run, fa, f, k in
                let build: @Sendable () -> Design.Box = {
                    d.flatMap(d.map(run.promise(d, fa, "fa"), run.function(f, "f")), run.kleisli(d, k, "k"))
                }
                run.expectObservers(2)
                run.observe(d, build(), then: { run.observe(d, build()) })
            })
    }

    /// Laziness holds for a settled start too: a `map` over `pure(a)` may not compute `f(a)`
    /// while the chain is built, however cheap it looks, because the value is already there.
    public static var nothingRunsBeforeExecuteFromPure: Law {
        Law(
            family: "Laziness", name: "nothing runs before execute, from pure",
            equation: "build pure(a).map(f).flatMap(k), log execute, run it ≡ log execute, build and run it",
            Given.value("a"), Given.function("f"), Given.kleisli("k"),
            lhs: { d, run, a, f, k in
                let chain = d.flatMap(d.map(d.pure(a), run.function(f, "f")), run.kleisli(d, k, "k"))
                run.log.record("execute")
                run.observe(d, chain)
            },
            rhs: { d, run, a, f, k in
                run.log.record("execute")
                run.observe(d, d.flatMap(d.map(d.pure(a), run.function(f, "f")), run.kleisli(d, k, "k")))
            })
    }
}

extension Law where Design: LazyDesign & RecoveringDesign {
    /// Laziness from a settled failure: `recover` over `fail(e)` starts nothing while it is built.
    public static var lazyRecovery: [Law] { [nothingRunsBeforeExecuteFromFailRecovered] }

    /// `fail(e).recover(r)`, built and then executed, calls `r` only once it runs.
    public static var nothingRunsBeforeExecuteFromFailRecovered: Law {
        Law(
            family: "Laziness", name: "nothing runs before execute, from fail through recover",
            equation: "build fail(e).recover(r), log execute, run it ≡ log execute, build and run it",
            Given.error("e"), Given.kleisli("r", note: "(x is the error's code)"),
            lhs: { d, run, e, r in
                let r = run.kleisli(d, r, "r")
                let chain = d.recover(d.fail(e), { r($0.code) })
                run.log.record("execute")
                run.observe(d, chain)
            },
            rhs: { d, run, e, r in
                let r = run.kleisli(d, r, "r")
                run.log.record("execute")
                run.observe(d, d.recover(d.fail(e), { r($0.code) }))
            })
    }
}

extension Law where Design: LazyDesign & ErrorMappingDesign {
    /// Laziness from a settled failure: `mapError` over `fail(e)` computes nothing while it is built.
    public static var lazyErrorMapping: [Law] { [nothingRunsBeforeExecuteFromFailMapped] }

    /// `fail(e).mapError(ef)`, built and then executed, calls `ef` only once it runs.
    public static var nothingRunsBeforeExecuteFromFailMapped: Law {
        Law(
            family: "Laziness", name: "nothing runs before execute, from fail through mapError",
            equation: "build fail(e).mapError(ef), log execute, run it ≡ log execute, build and run it",
            Given.error("e"), Given.errorFunction("ef"),
            lhs: { d, run, e, ef in
                let chain = d.mapError(d.fail(e), run.function(ef, "ef"))
                run.log.record("execute")
                run.observe(d, chain)
            },
            rhs: { d, run, e, ef in
                run.log.record("execute")
                run.observe(d, d.mapError(d.fail(e), run.function(ef, "ef")))
            })
    }
}
