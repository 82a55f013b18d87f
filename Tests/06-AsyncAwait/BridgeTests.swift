import AsyncBridges
import AsyncBridgesExercises
import AsyncBridgesSolutions
import Foundation
import LazyPromise
import LockQueuePromise
import Locking
import ObserverFuture
import PromiseLaws
import ResultPromise
import TestSupport
import Testing

/// Why the tests' typed promises fail.
enum Oops: Error, Equatable { case failed(Int) }

@Suite("the bridges, both ways")
struct BridgeTests {
    @Test("awaiting a lazy promise executes it, each time")
    func lazyValueExecutes() async {
        let runs = Counter()
        let promise = LazyPromise.Promise<Int> { done in
            runs.tick()
            done(4)
        }
        #expect(runs.value == 0)
        #expect(await outcome { await promise.then { $0 + 1 }.value } == "returned 5")
        #expect(await outcome { await promise.value } == "returned 4")
        #expect(runs.value == 2)
    }

    @Test("a lazy promise made from an async operation starts it on execute, not before")
    func lazyFromTask() async {
        let runs = Counter()
        let promise = LazyPromise.Promise(task: { () async -> Int in
            runs.tick()
            return 8
        })
        #expect(runs.value == 0)
        #expect(await outcome { await promise.value } == "returned 8")
        #expect(runs.value == 1)
        // Lazy: each execution runs the operation again, as chapter 1's tasks do.
        #expect(await outcome { await promise.value } == "returned 8")
        #expect(runs.value == 2)
    }

    @Test("a Result promise's failure is thrown with its own type")
    func resultTyped() async {
        let promise = ResultPromise.Promise<Int, Oops>(error: .failed(2))
        #expect(await outcome { try await promise.value } == "threw failed(2)")
        let made = ResultPromise.Promise<Int, Oops>(task: { () async throws(Oops) -> Int in throw .failed(3) })
        // The error's type is Oops, not any Error: `error == .failed(3)` compiles only then.
        let typed = await within { () async -> Bool in
            do throws(Oops) {
                _ = try await made.value
                return false
            } catch {
                return error == .failed(3)
            }
        }
        #expect(typed == true, "awaiting a promise that fails with failed(3): \(String(describing: typed))")
    }

    @Test("an observer future resolves from a Task, and its value and error are awaited")
    func observerFuture() async throws {
        let runs = Counter()
        let mapped = ObserverFuture.Promise(task: { () async -> Int in
            runs.tick()
            return 6
        }).map { $0 * 7 }
        #expect(await outcome { try await mapped.value } == "returned 42")
        #expect(runs.value == 1, "the operation ran \(runs.value) times")
        let failing = ObserverFuture.Promise<Int>(task: { throw Oops.failed(1) })
        #expect(await outcome { try await failing.value } == "threw failed(1)")
    }

    @Test("a cancelled task stops awaiting an observer future; the promise is not told")
    func observerFutureCancelled() async throws {
        let promise = ObserverFuture.Promise<Int>()
        let waiter = Task { try await promise.value }
        waiter.cancel()
        #expect(await ending(of: waiter) == "threw CancellationError")
        promise.resolve(value: 3)
        #expect(await outcome { try await promise.value } == "returned 3")
    }

    @Test("a cancelled task awaiting a lock-queue promise's outcome stops; its value keeps waiting")
    func lockQueueCancelled() async throws {
        let (promise, future) = LockQueuePromise.Promise<Int, Oops>.pending()
        let waiter = Task { try await promise.outcome }
        let value = Task { try await promise.value }
        waiter.cancel()
        value.cancel()
        #expect(await ending(of: waiter) == "threw CancellationError")
        future.reject(.failed(9))
        // `value` was cancelled too, but throws(Oops) cannot say so: it waited for the outcome.
        #expect(await outcome { try await value.value } == "threw failed(9)")
    }

    @Test("10,000 cancelled waits on an observer future that never resolves leave no observer on it")
    func observerFutureCancelledWaitsLeave() async {
        let promise = ObserverFuture.Promise<Int>()
        let endings = await cancelledWaits(
            10_000, registered: { promise.observerCount }, wait: { _ = try await promise.value })
        #expect(endings == ["CancellationError": 10_000])
        #expect(promise.observerCount == 0, "observers still held after every waiter left")
    }

    @Test("10,000 cancelled outcome waits on a lock-queue promise that never settles leave no callback on it")
    func lockQueueCancelledWaitsLeave() async {
        let (promise, _) = LockQueuePromise.Promise<Int, Oops>.pending()
        let endings = await cancelledWaits(
            10_000, registered: { promise.callbackCount }, wait: { _ = try await promise.outcome })
        #expect(endings == ["CancellationError": 10_000])
        #expect(promise.callbackCount == 0, "callbacks still held after every waiter left")
    }

    /// The first timeout a reader writes: exercise 6.3's reference, a task group that cancels
    /// the operation at the limit and waits for it to stop. Around a wait that hears its
    /// cancellation (chapter 3's `value`, chapter 4's `outcome`), it returns at the limit and the
    /// promise holds nothing for the waiter that left; chapter 4's typed `value`, which waits on
    /// through cancellation like `Task.value`, would keep the group waiting (the test above).
    /// The deadlines only bound a hang: in a whole `swift test`, other tests' work can keep the
    /// cooperative pool's few threads, and the 100 ms sleep, busy for seconds.
    @Test("a timeout around a promise that never settles returns at its limit and leaves nothing registered")
    func timeoutAroundNeverSettling() async {
        let observed = ObserverFuture.Promise<Int>()
        let (typed, _) = LockQueuePromise.Promise<Int, Oops>.pending()
        let limit = Duration.milliseconds(100)
        let first = await outcome(within: .seconds(60)) {
            try await Solution.withTimeout(limit) { try await observed.value }
        }
        #expect(first == "threw TimedOut()")
        let second = await outcome(within: .seconds(60)) {
            try await Solution.withTimeout(limit) { try await typed.outcome.get() }
        }
        #expect(second == "threw TimedOut()")
        #expect(observed.observerCount == 0, "the waiter that timed out left its observer on the promise")
        #expect(typed.callbackCount == 0, "the waiter that timed out left its callback on the promise")
    }

    /// Waits `count` times on a promise that never settles, half of the waiters cancelled before
    /// they wait and half while they wait, and counts how they ended (`CancellationError`: 10),
    /// or nil if they had not all ended within the deadline.
    private func cancelledWaits(
        _ count: Int, registered: @escaping @Sendable () -> Int, wait: @escaping @Sendable () async throws -> Void
    ) async -> [String: Int]? {
        let ending: @Sendable () async -> String = {
            do {
                try await wait()
                return "returned"
            } catch {
                return "\(type(of: error))"
            }
        }
        return await within(.seconds(60)) {
            await withTaskGroup(of: String.self, returning: [String: Int].self) { group in
                let half = count / 2
                var endings: [String: Int] = [:]
                for _ in 0..<half {
                    group.addTask {
                        withUnsafeCurrentTask { $0?.cancel() }
                        return await ending()
                    }
                }
                for _ in 0..<half { endings[await group.next() ?? "?", default: 0] += 1 }
                // Cancelled only once every one of the second half is registered, so that each is
                // cancelled while it waits (or is about to).
                let target = registered() + (count - half)
                for _ in half..<count { group.addTask { await ending() } }
                let giveUp = ContinuousClock.now + .seconds(30)
                while registered() < target && ContinuousClock.now < giveUp { await Task.yield() }
                group.cancelAll()
                for await ending in group { endings[ending, default: 0] += 1 }
                return endings
            }
        }
    }

    @Test("a lock-queue promise made from a typed async operation keeps the error's type through then")
    func lockQueueTyped() async {
        let promise = LockQueuePromise.Promise<Int, Oops>(task: { () async throws(Oops) -> Int in throw .failed(4) })
            .then(on: ImmediateQueue()) { $0 + 1 }
        let typed = await within { () async -> Bool in
            do throws(Oops) {
                _ = try await promise.value
                return false
            } catch {
                return error == .failed(4)
            }
        }
        #expect(typed == true, "awaiting a promise that fails with failed(4): \(String(describing: typed))")
    }

    @Test("a settlement settles once, whatever the order of resolving and waiting")
    func settlementOnce() async throws {
        let settlement = Settlement<Int, Oops>()
        let early = Task { try await settlement.value }
        #expect(settlement.resolve(.success(1)))
        #expect(!settlement.resolve(.success(2)))
        #expect(!settlement.resolve(.failure(.failed(3))))
        #expect(await outcome { try await early.value } == "returned 1")
        #expect(await outcome { try await settlement.value } == "returned 1")
    }

    @Test("many tasks resolve and await one settlement at once: every waiter hears the one result")
    func settlementRace() async {
        for _ in 0..<50 {
            let settlement = Settlement<Int, Never>()
            let results = await within {
                await withTaskGroup(of: Int?.self, returning: [Int].self) { group in
                    for index in 0..<8 {
                        group.addTask {
                            if index.isMultiple(of: 2) {
                                settlement.resolve(.success(index))
                                return nil
                            }
                            guard case .success(let value) = try? await settlement.outcome() else { return nil }
                            return value
                        }
                    }
                    var results: [Int] = []
                    for await result in group { if let result { results.append(result) } }
                    return results
                }
            }
            #expect(results?.count == 4, "waiters heard \(String(describing: results)) (nil: not all within 30 s)")
            #expect(Set(results ?? []).count == 1)
        }
    }

    @Test("cancelled before it waits or while it waits, a waiter stops, and a later resolve still works")
    func settlementCancelled() async {
        let settlement = Settlement<Int, Never>()
        let cancelledEarly = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await settlement.outcome()
        }
        #expect(await ending(of: cancelledEarly) == "threw CancellationError")
        let waiting = Task { try await settlement.outcome() }
        waiting.cancel()
        #expect(await ending(of: waiting) == "threw CancellationError")
        settlement.resolve(.success(5))
        #expect(await within { await settlement.result } == .success(5))
    }

    @Test("a waiter cancelled while it waits is resumed at once with a cancellation")
    func settlementCancelledWhileWaiting() async {
        let settlement = Settlement<Int, Never>()
        let waiter = Task { try await settlement.outcome() }
        // Cancelled only once it is really waiting, so the handler must resume it.
        let deadline = ContinuousClock.now + .seconds(3)
        while settlement.waiting == 0 && ContinuousClock.now < deadline { await Task.yield() }
        #expect(settlement.waiting == 1, "the task never started waiting")
        waiter.cancel()
        #expect(await ending(of: waiter) == "threw CancellationError")
        #expect(settlement.waiting == 0)
    }

    @Test("withCleanup runs the cleanup once, and waits for it, whether the operation returns or throws")
    func withCleanupAwaits() async {
        let log = Locked<[String]>([])
        let cleanup: @Sendable () async -> Void = {
            await Task.yield()
            log.withLock { $0.append("cleaned") }
        }
        let ended: Void? = await within {
            let value = await withCleanup { () async -> Int in
                log.withLock { $0.append("operation") }
                return 1
            } cleanup: {
                await cleanup()
            }
            log.withLock { $0.append("returned \(value)") }
            do throws(Oops) {
                _ = try await withCleanup { () async throws(Oops) -> Int in
                    log.withLock { $0.append("operation") }
                    throw .failed(1)
                } cleanup: {
                    await cleanup()
                }
            } catch {
                log.withLock { $0.append("threw \(error)") }
            }
        }
        #expect(ended != nil, "withCleanup did not return within 30 s")
        #expect(
            log.withLock { $0 } == [
                "operation", "cleaned", "returned 1", "operation", "cleaned", "threw failed(1)",
            ])
    }

    @Test("in a cancelled task, withCleanup's cleanup still completes its asynchronous work")
    func withCleanupShieldsCancellation() async {
        // The cleanup waits on a settlement with `outcome()`, which stops at once for a
        // cancelled task: it finishes its work only if the task's cancellation does not reach it.
        let dismissed = Settlement<Void, Never>()
        let form = Task { () async throws -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            let log = Locked<[String]>([])
            await withCleanup {
                log.withLock { $0.append("operation, cancelled: \(Task.isCancelled)") }
            } cleanup: {
                let ending = (try? await dismissed.outcome()) == nil ? "cut short" : "completed"
                log.withLock { $0.append("cleanup \(ending), cancelled: \(Task.isCancelled)") }
            }
            log.withLock { $0.append("after, cancelled: \(Task.isCancelled)") }
            return log.withLock { $0.joined(separator: "; ") }
        }
        // Thirty seconds, like `within`: under the sanitizer, or in a full run that keeps both
        // cores busy, ten were once not enough for the task to reach its cleanup.
        let deadline = ContinuousClock.now + .seconds(30)
        while dismissed.waiting == 0 && ContinuousClock.now < deadline { await Task.yield() }
        #expect(dismissed.waiting == 1, "the cleanup never started waiting")
        dismissed.resolve(.success(()))
        #expect(
            await ending(of: form)
                == "returned operation, cancelled: true; cleanup completed, cancelled: false; after, cancelled: true")
    }

    @Test("resolving a settlement schedules its waiter: the waiter never runs inside resolve")
    func resumeSchedules() async {
        for _ in 0..<50 {
            let settlement = Settlement<Void, Never>()
            let waiter = Task { () async throws -> Bool in
                await settlement.value
                return Self.insideResolve
            }
            let deadline = ContinuousClock.now + .seconds(3)
            while settlement.waiting == 0 && ContinuousClock.now < deadline { await Task.yield() }
            let resolver = Thread {
                Thread.current.threadDictionary["inside resolve"] = true
                settlement.resolve(.success(()))
                Thread.current.threadDictionary["inside resolve"] = nil
            }
            resolver.start()
            #expect(await ending(of: waiter) == "returned false")
        }
    }

    /// Chapter 6's note on exercise 6.3: cancellation only asks. Around a typed `value`, which
    /// goes on waiting when cancelled, `withTimeout` waits past its limit until the settlement
    /// comes; around `outcome()` it throws `TimedOut` at the limit.
    @Test("withTimeout times out around outcome(), and waits past its limit around a typed value")
    func timeoutAroundValue() async {
        let pending = Settlement<Int, LawError>()
        let aroundOutcome = Task { () async throws -> Int in
            try await Solution.withTimeout(.milliseconds(20)) { try await pending.outcome().get() }
        }
        #expect(await ending(of: aroundOutcome) == "threw TimedOut")

        let late = Settlement<Int, LawError>()
        let aroundValue = Task { () async throws -> Int in
            try await Solution.withTimeout(.milliseconds(20)) { try await late.value }
        }
        // Fifty times its limit, and still waiting for the cancelled wait to end.
        #expect(await ending(of: aroundValue, within: .seconds(1)) == "still running after 1.0 seconds")
        late.resolve(.success(1))
        // Then it ends: with TimedOut, the timer having fired at its limit; or, on a machine so
        // busy that the cooperative pool ran the 20 ms timer only after the settlement (seen once
        // under the thread sanitizer on two loaded cores), with the value. Either way it waited
        // past its limit for the settlement, which is what this test is about.
        let ended = await ending(of: aroundValue)
        #expect(ended == "threw TimedOut" || ended == "returned 1", "\(ended)")
    }

    /// Whether this thread is inside the `resolve` call of `resumeSchedules`: only that call's
    /// own thread, and only until it returns, says yes.
    private static var insideResolve: Bool {
        Thread.current.threadDictionary["inside resolve"] as? Bool ?? false
    }
}
