import EnsureAsync
import LockQueuePromise

/// Chapter 5's operators on chapter 4's promise, on `ImmediateQueue`. Its pending promises and
/// observers are chapter 4's, so only the chains are measured here.
enum Chapter5: Design {
    static let name = "ch5 EnsureAsync, ImmediateQueue"
    typealias P = LockQueuePromise.Promise<Int, Failure>

    static func flatMapChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length { last = last.flatMap(on: ImmediateQueue()) { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        future.fulfill(start)
        return result.value
    }

    static func ensureAsyncChain(length: Int, start: Int) -> Int? {
        let (root, future) = P.pending()
        var last = root
        for _ in 0..<length {
            last = last.flatMap(on: ImmediateQueue()) { P(value: $0 + 1) }
                .ensureAsync(on: ImmediateQueue()) { LockQueuePromise.Promise<Void, Failure>(value: ()) }
        }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        future.fulfill(start)
        return result.value
    }

    static func settledFlatMapChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length { last = last.flatMap(on: ImmediateQueue()) { P(value: $0 + 1) } }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        return result.value
    }

    static func settledEnsureAsyncChain(length: Int, start: Int) -> Int? {
        var last = P(value: start)
        for _ in 0..<length {
            last = last.flatMap(on: ImmediateQueue()) { P(value: $0 + 1) }
                .ensureAsync(on: ImmediateQueue()) { LockQueuePromise.Promise<Void, Failure>(value: ()) }
        }
        let result = Tally()
        last.observe(on: ImmediateQueue(), fulfilled: result.add, rejected: { _ in })
        return result.value
    }

    static func depthChain(length: Int) -> Int? {
        flatMapChain(length: length, start: 0)
    }
}
