import Designs
import PromiseLaws
import ResultPromise

extension Law where Design == ResultChainingDesign {
    /// The chapter's own laws: the `then` for a `Result`, and `run` with two callbacks.
    static var chapter: [Law] { [resultAgreesWithPromise, twoCallbacksAgreeWithOne] }

    /// The `Result` overload agrees with the promise overload given the same step, lifted.
    // ANCHOR: result-agrees
    static var resultAgreesWithPromise: Law {
        Law(
            family: "Overloads", name: "the Result then agrees with the Promise then",
            equation: "fa.then { r($0) } ≡ fa.then { Promise(r($0)) }",
            Given.promise("fa"), Given.kleisli("r", note: "(read at once, as a Result)"),
            lhs: { s, fa, r in
                let chained: Promise<Int, LawError> = s.promise(fa).box.then { r.result($0) }
                s.observe(chained)
            },
            rhs: { s, fa, r in
                let chained: Promise<Int, LawError> = s.promise(fa).box.then { Promise(r.result($0)) }
                s.observe(chained)
            })
    }
    // ANCHOR_END: result-agrees

    /// `run(success:failure:)` hands each outcome to the callback for its kind, once.
    static var twoCallbacksAgreeWithOne: Law {
        Law(
            family: "Overloads", name: "run with two callbacks agrees with run with one",
            equation: "fa.run(success:failure:) ≡ fa.run(_:)",
            Given.promise("fa"),
            lhs: { s, fa in
                s.promise(fa).box.run(success: { s.deliver(.value($0)) }, failure: { s.deliver(.failure($0)) })
            },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }
}
