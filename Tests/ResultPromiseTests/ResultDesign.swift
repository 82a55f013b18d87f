import PromiseLaws
import ResultPromise

/// Chapter 2's design plugged into the law harness: `map` is the value `then`, `flatMap` the
/// promise `then`; generated failures travel in the error channel.
struct ResultDesign: ErrorChannelDesign {
    typealias FlatMap = @Sendable (Promise<Int, LawError>, @escaping @Sendable (Int) -> Promise<Int, LawError>) -> Promise<Int, LawError>

    let name: String
    /// The promise `then` under test: the real one, or the exhibit's.
    var flatMap: FlatMap = { promise, transform in promise.then(transform) }

    func make(_ source: PromiseSource) -> Promise<Int, LawError> { Promise { completion in source.start(completion) } }
    func observe(_ promise: Promise<Int, LawError>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.run { deliver(Delivery($0)) }
    }
    func map(_ promise: Promise<Int, LawError>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int, LawError> {
        promise.then(transform)
    }
    func pure(_ value: Int) -> Promise<Int, LawError> { Promise(value: value) }
    func fail(_ error: LawError) -> Promise<Int, LawError> { Promise(error: error) }
    func flatMap(_ promise: Promise<Int, LawError>, _ transform: @escaping @Sendable (Int) -> Promise<Int, LawError>)
        -> Promise<Int, LawError>
    {
        flatMap(promise, transform)
    }
}

extension ResultDesign {
    /// The design as the chapter builds it.
    static let chained = ResultDesign(name: "Result-chaining")

    /// The exhibit: a promise `then` written for the happy path only. On a failure it neither
    /// continues nor calls back, so whoever runs the chain waits forever.
    // ANCHOR: dropping-then
    static let droppingThen = ResultDesign(name: "a then that drops the error") { promise, transform in
        Promise { completion in
            promise.run { result in
                if case .success(let value) = result { transform(value).run(completion) }
            }
        }
    }
    // ANCHOR_END: dropping-then
}

extension Law where Design == ResultDesign {
    /// The `Result` overload agrees with the promise overload given the same step, lifted.
    // ANCHOR: result-agrees
    static var resultAgreesWithPromise: Law {
        Law("Overloads", "the Result then agrees with the Promise then",
            "fa.then { r($0) } ≡ fa.then { Promise(r($0)) }, where r returns a Result",
            inputs: { _ in
                zip(PromiseRecipe.gen(failures: true), KleisliRecipe.gen(failures: true)).map { fa, k in LawInputs(fa: fa, k: k.immediate) }
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
