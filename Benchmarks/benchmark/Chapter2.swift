import ResultPromise

/// Chapter 2, lazy like chapter 1, with an error channel: each measure builds and runs.
enum Chapter2: Design {
    static let name = "ch2 ResultPromise (build + run)"
    typealias P = ResultPromise.Promise<Int, Never>

    static func mapChain(length: Int, start: Int) -> Int? {
        var last = P { completion in completion(.success(start)) }
        for _ in 0..<length { last = last.then { (value: Int) -> Int in value + 1 } }
        let result = Tally()
        last.run(success: result.add, failure: { _ in })
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        var last = P { completion in completion(.success(start)) }
        for _ in 0..<length { last = last.then { (value: Int) -> P in P(value: value + 1) } }
        let result = Tally()
        last.run(success: result.add, failure: { _ in })
        return result.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let promise = P(value: 1)
        let tally = Tally()
        for _ in 0..<observers { promise.run(success: tally.add, failure: { _ in }) }
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var built: [(P, @Sendable (Int) -> Void)] = []
        built.reserveCapacity(count)
        for index in 0..<count { built.append((P { completion in completion(.success(index)) }, tally.add)) }
        return {
            for (promise, callback) in built { promise.run(success: callback, failure: { _ in }) }
            return tally.value
        }
    }
}
