import Dispatch
import Locking
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// Threads meeting on one promise. These tests also run under the thread sanitizer (.ci/run),
/// which reports any access to the promise's state that the lock does not order.
@Suite("many threads, one promise")
struct StressTests {
    static let threads = 8
    static let observersPerThread = 250
    static let rounds = 10

    @Test("threads adding observers while another resolves: every observer is called exactly once")
    func racingObservers() {
        // 8 threads × 250 observers × 10 rounds: 20,000 racing observers in all.
        expectInEveryRound(Self.rounds) { round in
            let observers = Self.threads * Self.observersPerThread
            let promise = Promise<Int>()
            let calls = Locked([Int](repeating: 0, count: observers))
            let values = Locked(Set<Int>())
            // Iteration 0 resolves halfway through adding its own observers, so the
            // resolution lands while the other threads are still adding theirs.
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                for index in 0..<Self.observersPerThread {
                    if thread == 0 && index == Self.observersPerThread / 2 { promise.resolve(value: 42) }
                    let slot = thread * Self.observersPerThread + index
                    promise.observe { result in
                        calls.withLock { $0[slot] += 1 }
                        values.withLock { _ = $0.insert((try? result.get()) ?? -1) }
                    }
                }
            }
            let counts = calls.withLock { $0 }
            round.expect(
                counts.allSatisfy { $0 == 1 }, "every observer is called exactly once",
                "lost: \(counts.filter { $0 == 0 }.count), doubled: \(counts.filter { $0 > 1 }.count)")
            let seen = values.withLock { $0 }
            round.expect(seen == [42], "every observer sees the value 42", "seen: \(seen.sorted())")
        }
    }

    @Test("a contended Locked counter stays exact (and, under the sanitizer, reports no race)")
    func lockedIsVisibleToTheSanitizer() {
        // With Mutex, the same loop gives the same total but a sanitizer report on Linux
        // (Book/03-observer-future-under-the-hood.md, "Why not Mutex").
        let count = Locked(0)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for _ in 0..<10_000 { count.withLock { $0 += 1 } }
        }
        #expect(count.withLock { $0 } == Self.threads * 10_000)
    }

    @Test("threads racing to resolve: one resolution wins and every observer sees that one")
    func racingResolutions() {
        expectInEveryRound(Self.rounds) { round in
            let promise = Promise<Int>()
            let seen = Locked([Int]())
            for _ in 0..<100 {
                promise.observe { result in seen.withLock { $0.append((try? result.get()) ?? -1) } }
            }
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                promise.resolve(value: thread)
                promise.observe { result in seen.withLock { $0.append((try? result.get()) ?? -1) } }
            }
            let values = seen.withLock { $0 }
            round.expect(
                values.count == 100 + Self.threads, "every observer is called once",
                "\(values.count) calls for \(100 + Self.threads) observers")
            round.expect(Set(values).count == 1, "every observer sees one value", "seen: \(Set(values).sorted())")
        }
    }
}
