extension Law {
    /// Functor: `map` changes the value and nothing else.
    public static var functor: [Law] { [functorIdentity, functorComposition] }

    /// `fa.map { $0 } ≡ fa`: mapping the identity changes nothing.
    public static var functorIdentity: Law {
        Law(
            "Functor", "identity", "fa.map { $0 } ≡ fa",
            inputs: { failures in PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) } },
            lhs: { design, x, run in run.observe(design, design.map(run.make(design, x.fa!, "fa"), { $0 })) },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// `fa.map(f).map(g) ≡ fa.map { g(f($0)) }`: two maps are one map of the composition.
    public static var functorComposition: Law {
        Law(
            "Functor", "composition", "fa.map(f).map(g) ≡ fa.map { g(f($0)) }",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), IntFunction.gen, IntFunction.gen).map { fa, f, g in
                    LawInputs(fa: fa, f: f, g: g)
                }
            },
            lhs: { design, x, run in
                let (f, g) = (x.f!, x.g!)
                run.observe(design, design.map(design.map(run.make(design, x.fa!, "fa"), { f($0) }), { g($0) }))
            },
            rhs: { design, x, run in
                let (f, g) = (x.f!, x.g!)
                run.observe(design, design.map(run.make(design, x.fa!, "fa"), { g(f($0)) }))
            })
    }
}
