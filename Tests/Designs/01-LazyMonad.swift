import LazyPromise
import PromiseLaws

/// Chapter 1's design plugged into the law harness: the harness's recipes become tasks, and
/// observing a promise means chaining a `then` onto it and executing it, as the post does.
package struct LazyMonadDesign: LazyDesign, SettledDesign {
    /// The shape of the operation an exhibit swaps out: chapter 1's `then`.
    package typealias UnderTest = @Sendable (Promise<Int>, @escaping @Sendable (Int) -> Int) -> Promise<Int>

    /// The design's name in reports.
    package let name: String
    /// The operation under test: the real `then`, or an exhibit's broken one.
    package let underTest: UnderTest

    /// The design as the chapter builds it, or with `underTest` swapped for a broken `then`.
    package init(name: String = "the lazy monad", underTest: @escaping UnderTest = { $0.then($1) }) {
        self.name = name
        self.underTest = underTest
    }

    package func make(_ source: PromiseSource) -> Promise<Int> {
        Promise { completion in source.startValue(completion) }
    }
    package func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.then { deliver(.value($0)) }.execute()
    }
    package func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        underTest(promise, transform)
    }
    package func pure(_ value: Int) -> Promise<Int> { Promise(value: value) }
    package func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<
        Int
    > {
        promise.bind(transform)
    }
}
