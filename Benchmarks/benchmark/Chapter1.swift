import LazyPromise

/// Chapter 1, lazy: nothing runs before `execute()`, so every measure times building the
/// promises and executing them. A lazy promise has no pending state: the root calls back at once
/// when executed, and each observer of a shared promise runs its task again.
enum Chapter1: Design {
    static let name = "ch1 LazyPromise (build + execute)"

    static func mapChain(length: Int, start: Int) -> Int? {
        var last = LazyPromise.Promise<Int> { completion in completion(start) }
        for _ in 0..<length { last = last.then { $0 + 1 } }
        let result = Tally()
        last.then { result.add($0) }.execute()
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        var last = LazyPromise.Promise<Int> { completion in completion(start) }
        for _ in 0..<length { last = last.bind { LazyPromise.Promise(value: $0 + 1) } }
        let result = Tally()
        last.then { result.add($0) }.execute()
        return result.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let promise = LazyPromise.Promise<Int>(value: 1)
        let tally = Tally()
        for _ in 0..<observers { promise.then { tally.add($0) }.execute() }
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var built: [LazyPromise.Promise<Void>] = []
        built.reserveCapacity(count)
        for index in 0..<count {
            built.append(LazyPromise.Promise { completion in completion(index) }.then { tally.add($0) })
        }
        return {
            for promise in built { promise.execute() }
            return tally.value
        }
    }
}
