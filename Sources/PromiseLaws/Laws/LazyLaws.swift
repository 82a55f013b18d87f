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
            lhs: { s, fa, f, k in
                let chain = s.promise(fa).map(f).flatMap(k)
                s.log.record("execute")
                s.observe(chain)
            },
            rhs: { s, fa, f, k in
                s.log.record("execute")
                s.observe(s.promise(fa).map(f).flatMap(k))
            })
    }
    // ANCHOR_END: laziness-law

    /// A chain executed twice runs every step twice, as two chains built alike would: nothing
    /// is remembered between runs, so a memoised step is caught. At the same virtual instants,
    /// too: a step that is slower the second time it runs is caught.
    public static var executingTwiceRunsTwice: Law {
        Law(
            family: "Laziness", name: "executing twice runs every step twice",
            equation: "let c = fa.map(f).flatMap(k); run c, then c again ≡ run a chain, then another built alike",
            Given.promise("fa"), Given.function("f"), Given.kleisli("k"),
            lhs: { s, fa, f, k in
                let chain = s.promise(fa).map(f).flatMap(k)
                s.expectObservers(2)
                s.observe(chain, then: { s.observe(chain) })
            },
            rhs: { s, fa, f, k in
                let build: @Sendable () -> SidePromise<Design> = { s.promise(fa).map(f).flatMap(k) }
                s.expectObservers(2)
                s.observe(build(), then: { s.observe(build()) })
            }
        ).timed()
    }

    /// Laziness holds for a settled start too: a `map` over `pure(a)` may not compute `f(a)`
    /// while the chain is built, however cheap it looks, because the value is already there.
    public static var nothingRunsBeforeExecuteFromPure: Law {
        Law(
            family: "Laziness", name: "nothing runs before execute, from pure",
            equation: "build pure(a).map(f).flatMap(k), log execute, run it ≡ log execute, build and run it",
            Given.value("a"), Given.function("f"), Given.kleisli("k"),
            lhs: { s, a, f, k in
                let chain = s.pure(a).map(f).flatMap(k)
                s.log.record("execute")
                s.observe(chain)
            },
            rhs: { s, a, f, k in
                s.log.record("execute")
                s.observe(s.pure(a).map(f).flatMap(k))
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
            lhs: { s, e, r in
                let r = s.kleisli(r)
                let chain = s.fail(e).recover { r($0.code) }
                s.log.record("execute")
                s.observe(chain)
            },
            rhs: { s, e, r in
                let r = s.kleisli(r)
                s.log.record("execute")
                s.observe(s.fail(e).recover { r($0.code) })
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
            lhs: { s, e, ef in
                let chain = s.fail(e).mapError(ef)
                s.log.record("execute")
                s.observe(chain)
            },
            rhs: { s, e, ef in
                s.log.record("execute")
                s.observe(s.fail(e).mapError(ef))
            })
    }
}
