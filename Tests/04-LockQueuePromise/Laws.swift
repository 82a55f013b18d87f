import Designs
import PromiseLaws

extension Law where Design == LockQueuePromiseDesign {
    /// The chapter's own laws.
    static var catching: [Law] { [catchIdentity, thenAndCatchAgreeWithMap] }

    /// `catch` with the identity changes nothing: values and errors come through as they were.
    // ANCHOR: catch-identity
    static var catchIdentity: Law {
        Law(
            "Catch", "identity", "fa.catch { $0 } ≡ fa",
            inputs: { failures in
                PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) }
            },
            lhs: { design, x, run in run.observe(design, design.catchError(run.make(design, x.fa!, "fa"), { $0 })) },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }
    // ANCHOR_END: catch-identity

    /// `then` and `catch` are `map` taken one side at a time.
    static var thenAndCatchAgreeWithMap: Law {
        Law(
            "Catch", "then and catch agree with map", "fa.then(f).catch(ef) ≡ fa.map(f, ef)",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), IntFunction.gen, ErrorFunction.gen).map { fa, f, ef in
                    LawInputs(fa: fa, f: f, ef: ef)
                }
            },
            lhs: { design, x, run in
                let (f, ef) = (x.f!, x.ef!)
                run.observe(design, design.catchError(design.map(run.make(design, x.fa!, "fa"), { f($0) }), { ef($0) }))
            },
            rhs: { design, x, run in
                let (f, ef) = (x.f!, x.ef!)
                run.observe(design, design.bimap(run.make(design, x.fa!, "fa"), value: { f($0) }, error: { ef($0) }))
            })
    }
}
