import Dispatch
import LockQueuePromise

/// Chapter 4 with every callback on `ImmediateQueue`: the promise's own work and nothing else.
enum Chapter4Immediate: Design {
    static let name = "ch4 LockQueuePromise, ImmediateQueue"
    typealias P = LockQueuePromise.Promise<Int, Failure>

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
        for _ in 0..<length { last = last.map(on: ImmediateQueue(), { P(value: $0 + 1) }, { $0 }) }
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

/// Chapter 4 as a reader uses it: every callback on the default queue, `promiseCallbacks`, so
/// each step is a hop to a Dispatch queue and the caller waits for the last one.
enum Chapter4DefaultQueue: Design {
    static let name = "ch4 LockQueuePromise, default queue"
    typealias P = LockQueuePromise.Promise<Int, Failure>

    static func mapChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length { last = last.then { $0 + 1 } }
        return waitForLast(last) { future.fulfill(start) }
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length { last = last.map({ P(value: $0 + 1) }, { $0 }) }
        return waitForLast(last) { future.fulfill(start) }
    }

    static func settledMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.then { $0 + 1 } }
        return waitForLast(last) {}
    }

    static func settledFlatMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.map({ P(value: $0 + 1) }, { $0 }) }
        return waitForLast(last) {}
    }

    static func settledWithCallback(count: Int) -> Int? {
        let tally = Tally()
        for index in 0..<count { P(value: index).observe(fulfilled: tally.add, rejected: { _ in }) }
        DispatchQueue.promiseCallbacks.sync {}  // every callback was queued before its observe returned
        return tally.value
    }

    static func waitForLast(_ last: P, settle: () -> Void) -> Int {
        let result = Tally()
        let done = DispatchSemaphore(value: 0)
        last.observe(
            fulfilled: { value in
                result.add(value)
                done.signal()
            }, rejected: { _ in })
        settle()
        done.wait()
        return result.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let (promise, future) = P.pending()
        let tally = Tally()
        for _ in 0..<observers { promise.observe(fulfilled: tally.add, rejected: { _ in }) }
        future.fulfill(1)
        DispatchQueue.promiseCallbacks.sync {}  // every callback was queued before fulfill returned
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let tally = Tally()
        var futures: [Future<Int, Failure>] = []
        futures.reserveCapacity(count)
        for _ in 0..<count {
            let (promise, future) = P.pending()
            promise.observe(fulfilled: tally.add, rejected: { _ in })
            futures.append(future)
        }
        return {
            for (index, future) in futures.enumerated() { future.fulfill(index) }
            DispatchQueue.promiseCallbacks.sync {}  // every callback was queued before its fulfill returned
            return tally.value
        }
    }
}
