import Designs
import LockQueuePromise
import PromiseLaws

extension Law where Design == LockQueuePromiseDesign {
    /// The chapter's own laws: `catch` and `then`, each one side of `map`.
    static var chapter: [Law] { [catchIdentity, thenAndCatchAgreeWithMap, throwingThenRejects] }

    /// `catch` with the identity changes nothing: values and errors come through as they were.
    // ANCHOR: catch-identity
    static var catchIdentity: Law {
        Law(
            family: "Catch", name: "identity", equation: "fa.catch { $0 } ≡ fa",
            Given.promise("fa"),
            lhs: { d, run, fa in run.observe(d, d.catchError(run.promise(d, fa, "fa"), { $0 })) },
            rhs: { d, run, fa in run.observe(d, run.promise(d, fa, "fa")) })
    }
    // ANCHOR_END: catch-identity

    /// `then` and `catch` are `map` taken one side at a time.
    static var thenAndCatchAgreeWithMap: Law {
        Law(
            family: "Catch", name: "then and catch agree with map", equation: "fa.then(f).catch(ef) ≡ fa.map(f, ef)",
            Given.promise("fa"), Given.function("f"), Given.errorFunction("ef"),
            lhs: { d, run, fa, f, ef in
                let mapped = d.map(run.promise(d, fa, "fa"), run.function(f, "f"))
                run.observe(d, d.catchError(mapped, run.function(ef, "ef")))
            },
            rhs: { d, run, fa, f, ef in
                let f = run.function(f, "f")
                run.observe(
                    d, d.bimap(run.promise(d, fa, "fa"), value: { d.pure(f($0)) }, error: run.function(ef, "ef")))
            })
    }

    /// A `then` whose transform throws rejects with the thrown error, as a continuation that
    /// fails would: the typed throw the post could not write.
    static var throwingThenRejects: Law {
        Law(
            family: "Catch", name: "a then that throws rejects",
            equation: "fa.then { try r($0) } ≡ fa.map({ Promise(r($0)) }, { $0 })",
            Given.promise("fa"), Given.kleisli("r", note: "(read at once: a value, or a throw)"),
            lhs: { d, run, fa, r in
                let thrown = run.promise(d, fa, "fa").then(on: d.queue) { x throws(LawError) -> Int in
                    try r.result(x).get()
                }
                run.observe(d, thrown)
            },
            rhs: { d, run, fa, r in
                run.observe(
                    d,
                    d.bimap(
                        run.promise(d, fa, "fa"),
                        value: { x in
                            switch r.result(x) {
                            case .success(let value): Promise(value: value)
                            case .failure(let error): Promise(error: error)
                            }
                        }, error: { $0 }))
            })
    }
}
