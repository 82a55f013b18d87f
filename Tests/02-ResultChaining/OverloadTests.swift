import ResultPromise
import Testing

@testable import ResultChainingTour

/// Which `then` Swift picks, pinned: a promise-returning step must flatten, never nest.
@Suite("which then Swift picks")
struct OverloadTests {
    typealias P<T: Sendable> = Promise<T, LookupError>
    let number = P<Int>(value: 20)

    static func plusOne(_ x: Int) -> Int { x + 1 }
    static func later(_ x: Int) -> P<Int> { P(value: x + 1) }
    static func checked(_ x: Int) -> Result<Int, LookupError> { x > 0 ? .success(x) : .failure(.invalidModel) }

    @Test("a single-expression closure returning a value: the value then")
    func singleExpressionValue() {
        let next = number.then { $0 + 1 }
        #expect(type(of: next) == P<Int>.self)
    }

    @Test("a closure returning a promise flattens, single-expression or not")
    func promiseClosuresFlatten() {
        let short = number.then { P<Int>(value: $0 + 1) }
        let long = number.then { x in
            let doubled = x * 2
            return P<Int>(value: doubled)
        }
        #expect(type(of: short) == P<Int>.self)
        #expect(type(of: long) == P<Int>.self)
    }

    @Test("a multi-statement closure returning a value: the value then")
    func multiStatementValue() {
        let next = number.then { x in
            let doubled = x * 2
            return "\(doubled)"
        }
        #expect(type(of: next) == P<String>.self)
    }

    @Test("function references pick by their return type")
    func functionReferences() {
        #expect(type(of: number.then(Self.plusOne)) == P<Int>.self)
        #expect(type(of: number.then(Self.later)) == P<Int>.self)
        #expect(type(of: number.then(Self.checked)) == P<Int>.self)
    }

    @Test("a Result-returning step is unwrapped: its failure becomes the chain's")
    func resultStepsUnwrap() async {
        let failed = await P<Int>(value: -1).then(Self.checked).result
        #expect(failed == .failure(.invalidModel))
    }

    @Test("the one surprise: another error type nests, and mapError steers it back")
    func otherErrorTypesNest() {
        let nested = number.then { Promise<Int, Never>(value: $0) }
        #expect(type(of: nested) == P<Promise<Int, Never>>.self)
        let steered = number.then { Promise<Int, Never>(value: $0).mapError { _ -> LookupError in } }
        #expect(type(of: steered) == P<Int>.self)
    }
}
