import ObserverFuture
import PromiseLaws

/// A design whose promises can be made pending and resolved by hand: what the chapter's own
/// law, "at most once", needs beyond the harness's operations.
protocol ResolvableDesign: ErrorChannelDesign {
    /// A promise that nothing has resolved yet.
    func pending() -> Box
    /// Resolves or rejects `promise` with `result`, as a producer would.
    func resolve(_ promise: Box, with result: Result<Int, LawError>)
}

/// Chapter 3's design plugged into the law harness. The promises are eager: `make` creates a
/// pending promise and starts the generated work at once, resolving the promise from wherever
/// that work delivers.
struct ObserverDesign: ResolvableDesign {
    let name = "the observer-array future"

    func make(_ source: PromiseSource) -> Promise<Int> {
        let promise = Promise<Int>()
        source.start { result in promise.resolve(result.mapError { $0 }) }
        return promise
    }
    func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        promise.map(transform)
    }
    func pure(_ value: Int) -> Promise<Int> { Promise(value: value) }
    func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> {
        promise.then(transform)
    }
    func fail(_ error: LawError) -> Promise<Int> { Promise(error: error) }
    func pending() -> Promise<Int> { Promise() }
    func resolve(_ promise: Promise<Int>, with result: Result<Int, LawError>) { promise.resolve(result.mapError { $0 }) }
}

extension Delivery {
    /// A design's `Result` with any error: the harness only ever rejects with a `LawError`.
    init(_ result: Result<Int, any Error>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error as LawError): self = .failure(error)
        case .failure(let error): preconditionFailure("a generated promise failed with \(error), not a LawError")
        }
    }
}

extension Law where Design: ResolvableDesign {
    /// At most once: an observer hears one resolution, the first; whatever comes later is ignored.
    // ANCHOR: at-most-once
    static var atMostOnce: Law {
        Law("Resolution", "at most once", "observe p, resolve(a), reject(e) ≡ observe p, resolve(a)",
            inputs: { _ in
                zip(Gen.small, Gen.int(in: 1...9)).map { a, code in LawInputs(a: a, e: LawError(code: code)) }
            },
            lhs: { design, x, run in
                let p = design.pending()
                run.observe(design, p)
                design.resolve(p, with: .success(x.a!))
                design.resolve(p, with: .failure(x.e!))
            },
            rhs: { design, x, run in
                let p = design.pending()
                run.observe(design, p)
                design.resolve(p, with: .success(x.a!))
            })
    }
    // ANCHOR_END: at-most-once
}
