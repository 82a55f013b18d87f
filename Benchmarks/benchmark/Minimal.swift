import MinimalPromise

/// The baseline (1×): the minimal eager promise (Benchmarks/MinimalPromise), compiled as a module
/// of its own, as every chapter is, so the optimiser cannot specialise it for `Int`.
enum Minimal: MinimalRow {
    static let name = "minimal eager promise (1×)"
    typealias P = MinimalPromise.Promise<Int>
}

/// The same source file compiled inside the benchmark (Benchmarks/benchmark/MinimalPromise.swift
/// is a link to it), where the optimiser sees `Int` and specialises: what the module boundary costs.
enum MinimalSpecialised: MinimalRow {
    static let name = "minimal eager promise, specialised"
    typealias P = Promise<Int>
}

/// The two minimal rows share their measures; each is specialised for its own `P`, so the
/// calls are direct, as a caller's would be.
protocol MinimalRow: Design {
    associatedtype P: MinimalPromiseShape
}

/// What the minimal promise offers, so both compilations of it can share the rows' code.
protocol MinimalPromiseShape: Sendable {
    init()
    init(value: Int)
    func observe(_ observer: @escaping @Sendable (Int) -> Void)
    func resolve(_ value: Int)
    func mapStep(_ transform: @escaping @Sendable (Int) -> Int) -> Self
    func flatMapStep(_ transform: @escaping @Sendable (Int) -> Self) -> Self
}

extension MinimalPromise.Promise<Int>: MinimalPromiseShape {
    func mapStep(_ transform: @escaping @Sendable (Int) -> Int) -> MinimalPromise.Promise<Int> { map(transform) }
    func flatMapStep(_ transform: @escaping @Sendable (Int) -> MinimalPromise.Promise<Int>)
        -> MinimalPromise.Promise<Int>
    { flatMap(transform) }
}

extension Promise<Int>: MinimalPromiseShape {
    func mapStep(_ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> { map(transform) }
    func flatMapStep(_ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> { flatMap(transform) }
}

extension MinimalRow {
    static func mapChain(length: Int, start: Int) -> Int? {
        let root = P()
        var last = root
        for _ in 0..<length { last = last.mapStep { $0 + 1 } }
        let result = Tally()
        last.observe(result.add)
        root.resolve(start)
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let root = P()
        var last = root
        for _ in 0..<length { last = last.flatMapStep { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(result.add)
        root.resolve(start)
        return result.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func settledMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.mapStep { $0 + 1 } }
        let result = Tally()
        last.observe(result.add)
        return result.value
    }

    static func settledFlatMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.flatMapStep { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(result.add)
        return result.value
    }

    static func settledWithCallback(count: Int) -> Int? {
        let tally = Tally()
        for index in 0..<count { P(value: index).observe(tally.add) }
        return tally.value
    }

    static func fanOut(observers: Int) -> Int? {
        let promise = P()
        let tally = Tally()
        for _ in 0..<observers { promise.observe(tally.add) }
        promise.resolve(1)
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var promises: [P] = []
        promises.reserveCapacity(count)
        for _ in 0..<count {
            let promise = P()
            promise.observe(tally.add)
            promises.append(promise)
        }
        return {
            for (index, promise) in promises.enumerated() { promise.resolve(index) }
            return tally.value
        }
    }
}
