import LockQueuePromise
import MutexPromise

/// The previous baseline, kept as a row: chapter 4's promise with a `Mutex` for its lock and no
/// trampoline, every callback on an immediate queue (Benchmarks/MutexPromise). Beside chapter 4's
/// row it shows what the lock queue and the trampoline cost; beside the minimal promise, what
/// chapter 4's shape (two promises a step, a future, a queue per callback) costs.
///
/// - Note: The same lines as `Chapter4Immediate`, on purpose, rather than one body generic
///   over both promises: a generic body would time its own dispatch too, and each design is
///   measured as a user would write against it, with its own concrete types.
enum MutexBaseline: Design {
    static let name = "ch4 shape on a Mutex"
    typealias P = MutexPromise.Promise<Int, Failure>

    static func mapChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length { last = last.then(on: ImmediateQueue()) { $0 + 1 } }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        future.fulfill(start)
        return result.value
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length {
            last = last.map(on: ImmediateQueue(), { value throws(Failure) in P(value: value + 1) }, { $0 })
        }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        future.fulfill(start)
        return result.value
    }

    static func settledMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.then(on: ImmediateQueue()) { $0 + 1 } }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        return result.value
    }

    static func settledFlatMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length {
            last = last.map(on: ImmediateQueue(), { value throws(Failure) in P(value: value + 1) }, { $0 })
        }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        return result.value
    }

    static func settledWithCallback(count: Int) -> Int? {
        let tally = Tally()
        for index in 0..<count {
            P(value: index).observe(on: ImmediateQueue(), fulfilled: tally.add, rejected: { _ in })
        }
        return tally.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let (promise, future) = P.pending()
        let tally = Tally()
        for _ in 0..<observers { promise.observe(on: ImmediateQueue(), fulfilled: tally.add, rejected: { _ in }) }
        future.fulfill(1)
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var futures: [Future<Int, Failure>] = []
        futures.reserveCapacity(count)
        for _ in 0..<count {
            let (promise, future) = P.pending()
            promise.observe(on: ImmediateQueue(), fulfilled: tally.add, rejected: { _ in })
            futures.append(future)
        }
        return {
            for (index, future) in futures.enumerated() { future.fulfill(index) }
            return tally.value
        }
    }
}
