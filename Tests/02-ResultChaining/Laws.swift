import Designs
import PromiseLaws
import ResultPromise

extension Law where Design == ResultChainingDesign {
    /// The `Result` overload agrees with the promise overload given the same step, lifted.
    // ANCHOR: result-agrees
    static var resultAgreesWithPromise: Law {
        Law(
            "Overloads", "the Result then agrees with the Promise then",
            "fa.then { r($0) } ≡ fa.then { Promise(r($0)) }, where r returns a Result",
            inputs: { _ in
                zip(PromiseRecipe.gen(failures: true), KleisliRecipe.gen(failures: true)).map { fa, k in
                    LawInputs(fa: fa, k: k.immediate)
                }
            },
            lhs: { design, x, run in
                let r = x.k!.result
                let chained: Promise<Int, LawError> = run.make(design, x.fa!, "fa").then { r($0) }
                run.observe(design, chained)
            },
            rhs: { design, x, run in
                let r = x.k!.result
                let chained: Promise<Int, LawError> = run.make(design, x.fa!, "fa").then { Promise(r($0)) }
                run.observe(design, chained)
            })
    }
    // ANCHOR_END: result-agrees
}

extension KleisliRecipe {
    /// The same choices, all immediate and none `never`: the shape of a function returning a `Result`.
    var immediate: KleisliRecipe {
        func now(_ shape: Shape) -> Shape {
            if case .never = shape.outcome { return Shape(.succeed(.constant(0))) }
            return Shape(shape.outcome)
        }
        return KleisliRecipe(cases: cases.mapValues(now), otherwise: now(otherwise))
    }

    /// The recipe read as a function returning a `Result`.
    var result: @Sendable (Int) -> Result<Int, LawError> {
        { x in
            switch self(x).outcome {
            case .succeed(let value): .success(value)
            case .fail(let error): .failure(error)
            case .never: .failure(LawError(code: 0))
            }
        }
    }
}
