import ObserverFuture

/// Chapter 3: an eager class, one lock around its result and observers, a trampoline.
enum Chapter3: Design {
    static let name = "ch3 ObserverFuture"
    typealias P = ObserverFuture.Promise<Int>

    static func deliver(to tally: Tally) -> @Sendable (Result<Int, any Error>) -> Void {
        { result in if case .success(let value) = result { tally.add(value) } }
    }

    static func mapChain(length: Int, start: Int) -> Int? {
        let root = P()
        var last = root
        for _ in 0..<length { last = last.map { $0 + 1 } }
        let result = Tally()
        last.observe(deliver(to: result))
        root.resolve(value: start)
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let root = P()
        var last = root
        for _ in 0..<length { last = last.then { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(deliver(to: result))
        root.resolve(value: start)
        return result.value
    }

    static func settledMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.map { $0 + 1 } }
        let result = Tally()
        last.observe(deliver(to: result))
        return result.value
    }

    static func settledFlatMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.then { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(deliver(to: result))
        return result.value
    }

    static func settledWithCallback(count: Int) -> Int? {
        let tally = Tally()
        for index in 0..<count { P(value: index).observe(deliver(to: tally)) }
        return tally.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let promise = P()
        let tally = Tally()
        let observer = deliver(to: tally)
        for _ in 0..<observers { promise.observe(observer) }
        promise.resolve(value: 1)
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var promises: [P] = []
        promises.reserveCapacity(count)
        for _ in 0..<count {
            let promise = P()
            promise.observe(deliver(to: tally))
            promises.append(promise)
        }
        return {
            for (index, promise) in promises.enumerated() { promise.resolve(value: index) }
            return tally.value
        }
    }
}
