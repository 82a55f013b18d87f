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
            lhs: { s, fa in s.observe(s.promise(fa).catchError { $0 }) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }
    // ANCHOR_END: catch-identity

    /// `then` and `catch` are `map` taken one side at a time.
    static var thenAndCatchAgreeWithMap: Law {
        Law(
            family: "Catch", name: "then and catch agree with map", equation: "fa.then(f).catch(ef) ≡ fa.map(f, ef)",
            Given.promise("fa"), Given.function("f"), Given.errorFunction("ef"),
            lhs: { s, fa, f, ef in s.observe(s.promise(fa).map(f).catchError(ef)) },
            rhs: { s, fa, f, ef in
                let f = s.function(f)
                s.observe(s.promise(fa).bimap(value: { s.pure(f($0)) }, error: s.function(ef)))
            })
    }

    /// A `then` whose transform throws rejects with the thrown error, as a continuation that
    /// fails would: the typed throw the post could not write.
    static var throwingThenRejects: Law {
        Law(
            family: "Catch", name: "a then that throws rejects",
            equation: "fa.then { try r($0) } ≡ fa.map({ Promise(r($0)) }, { $0 })",
            Given.promise("fa"), Given.kleisli("r", note: "(read at once: a value, or a throw)"),
            lhs: { s, fa, r in
                let thrown = s.promise(fa).box.then(on: s.design.queue) { x throws(LawError) -> Int in
                    try r.result(x).get()
                }
                s.observe(thrown)
            },
            rhs: { s, fa, r in
                let value: @Sendable (Int) -> SidePromise<LockQueuePromiseDesign> = { x in
                    switch r.result(x) {
                    case .success(let value): s.pure(value)
                    case .failure(let error): s.fail(error)
                    }
                }
                s.observe(s.promise(fa).bimap(value: value, error: { $0 }))
            })
    }
}
