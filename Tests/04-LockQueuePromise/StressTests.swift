import Dispatch
import LockQueuePromise
import Locking
import PromiseLaws
import TestSupport
import Testing

@Suite("the lock queue under stress")
struct StressTests {
    static let observers = 8
    static let callbacksEach = 250

    @Test(
        "many threads observing while one fulfils and another rejects: every callback exactly once",
        arguments: ["immediate", "dispatch"])
    func everyCallbackExactlyOnce(_ queueKind: String) async {
        let queue: any Queue = queueKind == "immediate" ? ImmediateQueue() : DispatchQueue(label: "stress.callbacks")
        let total = Self.observers * Self.callbacksEach
        let calls = Locked([Int](repeating: 0, count: total))
        let values = Locked<Set<Int>>([])
        let delivered = Collected<Int>()
        let (promise, future) = Promise<Int, LookupError>.pending()

        // Two extra iterations race the observers: one fulfils, one rejects; the first wins.
        DispatchQueue.concurrentPerform(iterations: Self.observers + 2) { iteration in
            switch iteration {
            case Self.observers: future.fulfill(7)
            case Self.observers + 1: future.reject(.notFound)
            default:
                for n in 0..<Self.callbacksEach {
                    let index = iteration * Self.callbacksEach + n
                    promise.observe(
                        on: queue,
                        fulfilled: { value in
                            calls.withLock { $0[index] += 1 }
                            values.withLock { _ = $0.insert(value) }
                            delivered.append(index)
                        },
                        rejected: { _ in
                            calls.withLock { $0[index] += 1 }
                            values.withLock { _ = $0.insert(-1) }
                            delivered.append(index)
                        })
                }
            }
        }
        #expect(await delivered.wait(for: total).count == total)
        // Every callback once, none twice, and all saw the same outcome.
        #expect(calls.withLock { $0.allSatisfy { $0 == 1 } })
        #expect(values.withLock { $0.count } == 1)
        // A late observer sees the same outcome too.
        let late = Collected<Int>()
        promise.observe(on: ImmediateQueue(), fulfilled: { late.append($0) }, rejected: { _ in late.append(-1) })
        #expect(late.values == values.withLock { Array($0) })
    }
}
