extension Law where Design: LazyDesign {
    /// Laziness: building a chain runs nothing; running it twice runs every step twice.
    public static var lazy: [Law] { [nothingRunsBeforeExecute, executingTwiceRunsTwice] }

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
}
