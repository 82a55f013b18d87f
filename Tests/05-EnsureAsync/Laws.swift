import Designs
import EnsureAsync
import PromiseLaws

extension Law where Design == EnsureAsyncDesign {
    /// The chapter's own laws: `ensureAsync`, and the synchronous `ensure` beside it.
    static var chapter: [Law] { [cleanupThatDoesNothing, bodyRunsOnceAndIsAwaited, ensureRunsItsBodyOnce] }

    /// `fa.ensureAsync { done } ≡ fa`: cleanup that does nothing changes nothing.
    // ANCHOR: done-law
    static var cleanupThatDoesNothing: Law {
        Law(
            family: "EnsureAsync", name: "cleanup that does nothing changes nothing",
            equation: "fa.ensureAsync { done } ≡ fa",
            Given.promise("fa"),
            lhs: { d, run, fa in run.observe(d, d.cleanup(run.promise(d, fa, "fa"), { d.pure(0) })) },
            rhs: { d, run, fa in run.observe(d, run.promise(d, fa, "fa")) })
    }
    // ANCHOR_END: done-law

    /// The body runs once, after `fa`, on the queue asked for, and the chain waits for it:
    /// compared with doing exactly that by hand. `k(0)` is the generated body's promise.
    // ANCHOR: once-law
    static var bodyRunsOnceAndIsAwaited: Law {
        Law(
            family: "EnsureAsync", name: "the body runs once, after fa, and is waited for",
            equation: "fa.ensureAsync { k(0) } ≡ observe fa, then k(0), then k's failure or fa's outcome",
            Given.promise("fa"), Given.kleisli("k"),
            lhs: { d, run, fa, k in
                let body = run.kleisli(d, k, "k")
                run.observe(
                    d,
                    d.cleanup(run.promise(d, fa, "fa")) {
                        run.called("body")
                        return body(0)
                    })
            },
            rhs: { d, run, fa, k in
                let body = run.kleisli(d, k, "k")
                d.observe(run.promise(d, fa, "fa")) { outcome in
                    run.expectCall("body")
                    d.observe(body(0)) { cleanup in
                        if case .failure = cleanup { run.deliver(cleanup) } else { run.deliver(outcome) }
                    }
                }
            })
    }
    // ANCHOR_END: once-law

    /// The synchronous `ensure` runs its body once, after `fa`, and passes `fa`'s outcome on.
    static var ensureRunsItsBodyOnce: Law {
        Law(
            family: "EnsureAsync", name: "ensure runs its body once, after fa",
            equation: "fa.ensure { body() } ≡ observe fa, then body(), then fa's outcome",
            Given.promise("fa"),
            lhs: { d, run, fa in
                run.observe(d, run.promise(d, fa, "fa").ensure(on: d.queue) { run.called("body") })
            },
            rhs: { d, run, fa in
                d.observe(run.promise(d, fa, "fa")) { outcome in
                    run.expectCall("body")
                    run.deliver(outcome)
                }
            })
    }
}
