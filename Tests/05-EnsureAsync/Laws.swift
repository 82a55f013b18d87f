import Designs
import PromiseLaws

extension Law where Design == EnsureAsyncDesign {
    /// `fa.ensureAsync { done } ≡ fa`: cleanup that does nothing changes nothing.
    // ANCHOR: done-law
    static var cleanupThatDoesNothing: Law {
        Law(
            "EnsureAsync", "cleanup that does nothing changes nothing", "fa.ensureAsync { done } ≡ fa",
            inputs: { failures in
                PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) }
            },
            lhs: { design, x, run in
                run.observe(design, design.cleanup(run.make(design, x.fa!, "fa"), { EnsureAsyncDesign.Box(value: 0) }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }
    // ANCHOR_END: done-law

    /// The body runs once, after `fa`, and the chain waits for it: compared with doing exactly
    /// that by hand. `k(0)` is the generated body (its input is always 0).
    // ANCHOR: once-law
    static var bodyRunsOnceAndIsAwaited: Law {
        Law(
            "EnsureAsync", "the body runs once, after fa, and is waited for",
            "fa.ensureAsync { k(0) } ≡ observe fa, then k(0), then k's failure or fa's outcome",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), KleisliRecipe.gen(failures: failures)).map { fa, k in
                    LawInputs(fa: fa, k: k)
                }
            },
            lhs: { design, x, run in
                let body = run.kleisli(design, x.k!, "k")
                run.observe(design, design.cleanup(run.make(design, x.fa!, "fa"), { body(0) }))
            },
            rhs: { design, x, run in
                let body = run.kleisli(design, x.k!, "k")
                design.observe(run.make(design, x.fa!, "fa")) { outcome in
                    design.observe(body(0)) { cleanup in
                        if case .failure = cleanup { run.deliver(cleanup) } else { run.deliver(outcome) }
                    }
                }
            })
    }
    // ANCHOR_END: once-law
}
