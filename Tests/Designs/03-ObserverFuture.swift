import ObserverFuture
import PromiseLaws

/// Chapter 3's design plugged into the law harness. The promises are eager: `make` creates a
/// pending promise and starts the generated work at once, resolving the promise from wherever
/// that work delivers.
package struct ObserverFutureDesign: ResolvableDesign, SettledDesign, ZipDesign {
    /// Observers in order, one at a time, called at once, and a zip that fails with the first promise's failure: the chapter's hand-out.
    package var guarantees: Guarantees { Guarantees.chapters.union(.zipFailsWithTheFirstPromise) }
    /// The shape of the operation an exhibit swaps out: chapter 3's `then`.
    package typealias UnderTest = @Sendable (Promise<Int>, @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int>

    /// The design's name in reports.
    package let name: String
    /// The operation under test: the real `then`, or an exhibit's broken one.
    package let underTest: UnderTest

    /// The design as the chapter builds it, or with `underTest` swapped for a broken `then`.
    package init(name: String = "the observer-array future", underTest: @escaping UnderTest = { $0.then($1) }) {
        self.name = name
        self.underTest = underTest
    }

    package func zip(_ first: Promise<Int>, _ second: Promise<Int>) -> Promise<Int> {
        first.zip(second).map { a, b in a &* 31 &+ b }
    }
    package func make(_ source: PromiseSource) -> Promise<Int> {
        let promise = Promise<Int>()
        source.start { result in promise.resolve(result.mapError { $0 }) }
        return promise
    }
    package func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    package func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        promise.map(transform)
    }
    package func pure(_ value: Int) -> Promise<Int> { Promise(value: value) }
    package func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<
        Int
    > {
        underTest(promise, transform)
    }
    package func fail(_ error: LawError) -> Promise<Int> { Promise(error: error) }
    package func pending() -> (promise: Promise<Int>, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = Promise<Int>()
        return (promise, { promise.resolve($0.mapError { $0 }) })
    }
}

extension Delivery {
    /// A design's `Result` with any error: the harness only ever rejects with a `LawError`, so
    /// any other error is a design's own doing, and is delivered as a foreign one.
    package init(_ result: Result<Int, any Error>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error as LawError): self = .failure(error)
        case .failure(let error): self = .failure(LawError(foreign: error))
        }
    }
}

/// Chapter 3's first promise, the post's made safe (`OneLockPromise`), plugged into the harness
/// like the finished one, so that every law of the chapter runs on both.
package struct OneLockDesign: ResolvableDesign, SettledDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    package var guarantees: Guarantees { .chapters }
    package typealias P = OneLockPromise<Int>

    package let name = "the one-lock promise"

    package init() {}

    package func make(_ source: PromiseSource) -> P {
        let promise = P()
        source.start { result in promise.resolve(result.mapError { $0 }) }
        return promise
    }
    package func observe(_ promise: P, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    package func map(_ promise: P, _ transform: @escaping @Sendable (Int) -> Int) -> P {
        promise.then { pure(transform($0)) }
    }
    package func pure(_ value: Int) -> P {
        let promise = P()
        promise.resolve(value: value)
        return promise
    }
    package func flatMap(_ promise: P, _ transform: @escaping @Sendable (Int) -> P) -> P {
        promise.then(transform)
    }
    package func fail(_ error: LawError) -> P {
        let promise = P()
        promise.reject(error: error)
        return promise
    }
    package func pending() -> (promise: P, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = P()
        return (promise, { promise.resolve($0.mapError { $0 }) })
    }
}
