extension Law where Design: BifunctorDesign {
    /// Bifunctor: mapping value and error at once obeys the functor laws on both sides.
    public static var bifunctor: [Law] { [bifunctorIdentity, bifunctorComposition] }

    /// `fa.bimap(id, id) ≡ fa`.
    public static var bifunctorIdentity: Law {
        Law(
            "Bifunctor", "identity", "fa.bimap({ $0 }, { $0 }) ≡ fa",
            inputs: { _ in PromiseRecipe.gen(failures: true).map { fa in LawInputs(fa: fa) } },
            lhs: { design, x, run in
                run.observe(design, design.bimap(run.make(design, x.fa!, "fa"), value: { $0 }, error: { $0 }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }

    /// `fa.bimap(f, ef).bimap(g, eg) ≡ fa.bimap(g ∘ f, eg ∘ ef)`.
    public static var bifunctorComposition: Law {
        Law(
            "Bifunctor", "composition", "fa.bimap(f, ef).bimap(g, eg) ≡ fa.bimap({ g(f($0)) }, { eg(ef($0)) })",
            inputs: { _ in
                zip(
                    zip(PromiseRecipe.gen(failures: true), IntFunction.gen, IntFunction.gen),
                    zip(ErrorFunction.gen, ErrorFunction.gen)
                )
                .map { values, errors in
                    LawInputs(fa: values.0, f: values.1, g: values.2, ef: errors.0, eg: errors.1)
                }
            },
            lhs: { design, x, run in
                let (f, g, ef, eg) = (x.f!, x.g!, x.ef!, x.eg!)
                let once = design.bimap(run.make(design, x.fa!, "fa"), value: { f($0) }, error: { ef($0) })
                run.observe(design, design.bimap(once, value: { g($0) }, error: { eg($0) }))
            },
            rhs: { design, x, run in
                let (f, g, ef, eg) = (x.f!, x.g!, x.ef!, x.eg!)
                run.observe(
                    design, design.bimap(run.make(design, x.fa!, "fa"), value: { g(f($0)) }, error: { eg(ef($0)) }))
            })
    }
}
