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
            lhs: { s, fa in s.observe(s.promise(fa).cleanup { s.pure(0) }) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
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
            lhs: { s, fa, k in
                let body = s.kleisli(k)
                s.observe(
                    s.promise(fa).cleanup {
                        s.called("body")
                        return body(0)
                    })
            },
            rhs: { s, fa, k in
                let body = s.kleisli(k)
                s.design.observe(s.promise(fa).box) { outcome in
                    s.expectCall("body")
                    s.design.observe(body(0).box) { cleanup in
                        if case .failure = cleanup { s.deliver(cleanup) } else { s.deliver(outcome) }
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
            lhs: { s, fa in s.observe(s.promise(fa).box.ensure(on: s.design.queue) { s.called("body") }) },
            rhs: { s, fa in
                s.design.observe(s.promise(fa).box) { outcome in
                    s.expectCall("body")
                    s.deliver(outcome)
                }
            })
    }
}
