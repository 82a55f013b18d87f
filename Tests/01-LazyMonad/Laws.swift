import Designs
import PromiseLaws

extension Law where Design == LazyMonadDesign {
    /// Laziness as a law: executing a chain later rather than at once changes nothing, because
    /// building it ran nothing. The effect log shows where `execute` happened.
    // ANCHOR: laziness-law
    static var nothingRunsBeforeExecute: Law {
        Law(
            "Laziness", "nothing runs before execute",
            "build fa.then(f), log execute, run it ≡ log execute, build and run it",
            inputs: { _ in
                zip(PromiseRecipe.gen(failures: false), IntFunction.gen).map { fa, f in LawInputs(fa: fa, f: f) }
            },
            lhs: { design, x, run in
                let f = x.f!
                let chain = design.map(run.make(design, x.fa!, "fa"), { f($0) })
                run.log.record("execute")
                run.observe(design, chain)
            },
            rhs: { design, x, run in
                let f = x.f!
                run.log.record("execute")
                run.observe(design, design.map(run.make(design, x.fa!, "fa"), { f($0) }))
            })
    }
    // ANCHOR_END: laziness-law
}
