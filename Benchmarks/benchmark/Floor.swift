/// The floor: no promise at all, only closures nested by hand, as in callback code. A chain is
/// built from its end, each step a closure calling the next; a pending promise is a stored closure.
enum Floor: Design {
    static let name = "raw nested closures (floor)"

    static func mapChain(length: Int, start: Int) -> Int? {
        let result = Tally()
        var continuation: (Int) -> Void = { result.add($0) }
        for _ in 0..<length {
            let next = continuation
            continuation = { next($0 + 1) }
        }
        continuation(start)
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let result = Tally()
        var continuation: (Int) -> Void = { result.add($0) }
        for _ in 0..<length {
            let next = continuation
            continuation = { value in step(value, next) }
        }
        continuation(start)
        return result.value
    }

    /// A step that calls back with its result, the way an asynchronous function would.
    @inline(never)
    static func step(_ value: Int, _ completion: (Int) -> Void) {
        completion(value + 1)
    }

    static func pendingWithCallback(count: Int) -> Int? {
        let tally = Tally()
        var waiting: [(Int) -> Void] = []
        waiting.reserveCapacity(count)
        for _ in 0..<count { waiting.append { tally.add($0) } }
        for (index, callback) in waiting.enumerated() { callback(index) }
        return tally.value
    }

    static func fanOut(observers: Int) -> Int? {
        let tally = Tally()
        var waiting: [(Int) -> Void] = []
        for _ in 0..<observers { waiting.append { tally.add($0) } }
        for callback in waiting { callback(1) }
        return tally.value
    }
}
