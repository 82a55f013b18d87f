import PromiseLaws
import ResultPromise

/// Chapter 2's design plugged into the law harness: `map` is the value `then`, `flatMap` the
/// promise `then`; generated failures travel in the error channel.
package struct ResultChainingDesign: ErrorMappingDesign, LazyDesign, SettledDesign {
    /// The shape of the operation an exhibit swaps out: chapter 2's promise `then`.
    package typealias UnderTest =
        @Sendable (
            Promise<Int, LawError>, @escaping @Sendable (Int) -> Promise<Int, LawError>
        ) -> Promise<Int, LawError>

    /// The design's name in reports.
    package let name: String
    /// The operation under test: the real promise `then`, or an exhibit's broken one.
    package let underTest: UnderTest

    /// The design as the chapter builds it, or with `underTest` swapped for a broken `then`.
    package init(name: String = "Result-chaining", underTest: @escaping UnderTest = { $0.then($1) }) {
        self.name = name
        self.underTest = underTest
    }

    package func make(_ source: PromiseSource) -> Promise<Int, LawError> {
        Promise { completion in source.start(completion) }
    }
    package func observe(_ promise: Promise<Int, LawError>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.run { deliver(Delivery($0)) }
    }
    package func map(_ promise: Promise<Int, LawError>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<
        Int, LawError
    > {
        promise.then(transform)
    }
    package func pure(_ value: Int) -> Promise<Int, LawError> { Promise(value: value) }
    package func fail(_ error: LawError) -> Promise<Int, LawError> { Promise(error: error) }
    package func flatMap(
        _ promise: Promise<Int, LawError>, _ transform: @escaping @Sendable (Int) -> Promise<Int, LawError>
    ) -> Promise<Int, LawError> {
        underTest(promise, transform)
    }
    package func mapError(_ promise: Promise<Int, LawError>, _ transform: @escaping @Sendable (LawError) -> LawError)
        -> Promise<Int, LawError>
    {
        promise.mapError(transform)
    }
}
