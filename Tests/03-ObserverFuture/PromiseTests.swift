import Foundation
import Locking
import ObserverFuture
import PromiseLaws
import TestSupport
import Testing

/// An error for tests, compared by its number.
struct Oops: Error, Equatable {
    let number: Int
}

/// A promise's result as text, for comparing: `1` or `Oops(number: 2)`.
func text(_ result: Result<Int, any Error>) -> String {
    switch result {
    case .success(let value): "\(value)"
    case .failure(let error): "\(error)"
    }
}

/// Tells whether an object is still alive, without keeping it alive.
final class Canary: Sendable {}

/// Rejects its promise when it is freed: the "reject if dropped" pattern. Held only by an
/// observer, it is freed when the promise lets that observer go.
final class RejectsWhenDropped: Sendable {
    let promise: Promise<Int>
    init(_ promise: Promise<Int>) { self.promise = promise }
    deinit { promise.reject(error: Oops(number: 0)) }
}

@Suite("the observer-array future")
struct PromiseTests {
    @Test("a second resolve or a reject changes nothing and calls no one again")
    func resolveOnce() {
        let promise = Promise<Int>()
        let seen = Collected<String>()
        promise.observe { seen.append(text($0)) }
        promise.resolve(value: 1)
        promise.resolve(value: 2)
        promise.reject(error: Oops(number: 3))
        promise.observe { seen.append(text($0)) }
        #expect(seen.values == ["1", "1"])
    }

    @Test("a first reject wins over a later resolve")
    func rejectOnce() {
        let promise = Promise<Int>()
        let seen = Collected<String>()
        promise.reject(error: Oops(number: 1))
        promise.resolve(value: 2)
        promise.observe { seen.append(text($0)) }
        #expect(seen.values == ["Oops(number: 1)"])
    }

    @Test("a late observer is called at once, on the caller's thread, before observe returns")
    func lateObserver() {
        let promise = Promise(value: 7)
        let seen = Collected<String>()
        let caller = ObjectIdentifier(Thread.current)
        let sameThread = Locked(false)
        promise.observe { result in
            sameThread.withLock { $0 = ObjectIdentifier(Thread.current) == caller }
            seen.append(text(result))
        }
        #expect(seen.values == ["7"])
        #expect(sameThread.withLock { $0 })
    }

    @Test("observers run in the order they were added, on the thread that resolves")
    func registrationOrder() async {
        let promise = Promise<Int>()
        let order = Collected<Int>()
        for index in 0..<100 {
            promise.observe { _ in order.append(index) }
        }
        DispatchQueue.global().async { promise.resolve(value: 1) }
        #expect(await order.wait(for: 100) == Array(0..<100))
    }

    @Test("an observer is released once it has been called")
    func observersAreReleased() {
        let promise = Promise<Int>()
        weak var watched: Canary?
        do {
            let canary = Canary()
            watched = canary
            promise.observe { _ in _ = canary }
        }
        #expect(watched != nil, "a waiting observer is kept")
        promise.resolve(value: 1)
        #expect(watched == nil, "a delivered observer is let go, though the promise lives on")
    }

    @Test(
        "an observer whose release rejects the same promise is let go after the lock: resolve and observe return",
        arguments: ["while pending", "once resolved"])
    func releaseThatRejects(when: String) async {
        let seen = Collected<String>()
        // On a thread of its own, with a deadline: an observer released with the lock held runs
        // the deinit's reject there, which waits for ever for the lock its own thread holds.
        let finished = await onThread(within: .seconds(10)) {
            let promise = Promise<Int>()
            if when == "once resolved" { promise.resolve(value: 1) }
            // Made in the capture list, so that the observer holds the only reference.
            promise.observe { [dropped = RejectsWhenDropped(promise)] result in
                _ = dropped
                seen.append(text(result))
            }
            if when == "while pending" { promise.resolve(value: 1) }
        }
        #expect(finished, "deadlocked: is a delivered observer released with the lock held?")
        #expect(seen.values == ["1"])
    }

    @Test("an observer unregistered before the promise resolves is never called; the others are, in order")
    func unregisterOne() {
        let promise = Promise<Int>()
        let seen = Collected<String>()
        promise.observe { _ in seen.append("first") }
        let token = promise.register { _ in seen.append("left") }
        promise.observe { _ in seen.append("last") }
        promise.unregister(token)
        #expect(promise.observerCount == 2)
        promise.resolve(value: 1)
        promise.unregister(token)  // already gone: changes nothing
        promise.observe { _ in seen.append("late") }
        #expect(seen.values == ["first", "last", "late"])
        #expect(promise.observerCount == 0)
    }

    /// Tokens tell observers apart: one shared by two observers (a counter never advanced, say)
    /// lets the wrong one go. A token taken outside the lock ("a counter needs no lock") is
    /// shared by two threads only when both read the counter before either writes it back, which
    /// no schedule can arrange (no schedule point lies between) and real threads seldom do, so
    /// this test nearly always passes on it: the thread sanitizer is what sees it
    /// (`swift test --sanitize=thread --filter ObserverFutureTests`, which CI runs).
    @Test("observers registered and let go from threads at once: each kept one is called once, no other is")
    func registerOnThreadsAtOnce() async {
        let promise = Promise<Int>()
        let called = Collected<Int>()
        let count = 4_000
        let finished = await onRacingThreads(count, within: .seconds(20)) { index in
            let token = promise.register { _ in called.append(index) }
            if index % 2 == 1 { promise.unregister(token) }
        }
        #expect(finished)
        promise.resolve(value: 1)
        #expect(called.values.sorted() == Array(stride(from: 0, to: count, by: 2)))
    }

    @Test("an unregistered observer whose release rejects the same promise is let go after the lock")
    func unregisterThatRejects() async {
        let seen = Collected<String>()
        let finished = await onThread(within: .seconds(10)) {
            let promise = Promise<Int>()
            let token = promise.register { [dropped = RejectsWhenDropped(promise)] _ in _ = dropped }
            promise.unregister(token)
            promise.observe { seen.append(text($0)) }
        }
        #expect(finished, "deadlocked: is an unregistered observer released with the lock held?")
        #expect(seen.values == ["Oops(number: 0)"], "the observer was not let go, or its release did not reject")
    }

    @Test(
        "an observer may observe and resolve its own promise from inside its call: no deadlock, and the new observer waits its turn"
    )
    func reentrantObserver() async {
        let seen = Collected<String>()
        // On a thread of its own, with a deadline: an observer called with the lock held
        // would deadlock here, and the test must say so rather than hang the run.
        let finished = await onThread(within: .seconds(10)) {
            let promise = Promise<Int>()
            promise.observe { result in
                promise.resolve(value: 99)
                promise.observe { seen.append("inner " + text($0)) }
                seen.append("outer " + text(result))
            }
            promise.resolve(value: 1)
        }
        #expect(finished, "resolving deadlocked: is an observer called while the lock is held?")
        // The inner observer came after the outer one, so it is called after it, once the
        // outer call has returned: nobody overtakes, and nothing nests.
        #expect(seen.values == ["outer 1", "inner 1"])
    }

    @Test(
        "a promise settled inside another's observer calls its own observers after that one returns, value or rejection",
        arguments: [true, false])
    func settleInsideObserver(fulfilled: Bool) async {
        let seen = Collected<String>()
        // A rejection takes its own path (`reject`): it must wait its turn as a value does,
        // not run the inner promise's observers inside the outer one's call.
        let finished = await onThread(within: .seconds(10)) {
            let outer = Promise<Int>()
            let inner = Promise<Int>()
            inner.observe { seen.append("inner " + text($0)) }
            outer.observe { _ in
                if fulfilled { inner.resolve(value: 2) } else { inner.reject(error: Oops(number: 3)) }
                seen.append("outer returns")
            }
            outer.resolve(value: 1)
        }
        #expect(finished, "deadlocked: is an observer called while the lock is held?")
        #expect(seen.values == ["outer returns", fulfilled ? "inner 2" : "inner Oops(number: 3)"])
    }

    @Test("adding an observer costs the same however many are waiting")
    func observeIsConstantTime() {
        // Copying the array per observer would make the second batch thousands of times slower
        // (seconds, not milliseconds); appending in place keeps both batches alike. The bound is
        // generous on purpose, so a busy machine cannot fail it.
        func timeToAdd(_ count: Int, to promise: Promise<Int>) -> Duration {
            ContinuousClock().measure {
                for _ in 0..<count { promise.observe { _ in } }
            }
        }
        let empty = Promise<Int>()
        let crowded = Promise<Int>()
        _ = timeToAdd(200_000, to: crowded)
        let onEmpty = timeToAdd(10_000, to: empty)
        let onCrowded = timeToAdd(10_000, to: crowded)
        #expect(onCrowded < onEmpty * 20 + .milliseconds(200))
    }

    @Test("then continues with the next promise; map transforms the value")
    func thenAndMap() async {
        let seen = Collected<String>()
        let later = Promise<Int>()
        Promise(value: 2).then { value in later.map { $0 * value } }.observe { seen.append(text($0)) }
        #expect(seen.values == [])
        later.resolve(value: 21)
        #expect(seen.values == ["42"])
    }

    @Test("a rejection skips every later then and map")
    func rejectionSkips() {
        let steps = Counter()
        let seen = Collected<String>()
        Promise<Int>(error: Oops(number: 4))
            .then { value -> Promise<Int> in
                steps.tick()
                return Promise(value: value)
            }
            .map { value -> Int in
                steps.tick()
                return value
            }
            .observe { seen.append(text($0)) }
        #expect(steps.value == 0)
        #expect(seen.values == ["Oops(number: 4)"])
    }

    @Test("an error thrown by map's transform is the rejection")
    func throwingMapRejects() {
        let seen = Collected<String>()
        Promise(value: 1).map { _ -> Int in throw Oops(number: 5) }.observe { seen.append(text($0)) }
        #expect(seen.values == ["Oops(number: 5)"])
    }

    @Test("zip delivers both values once both are fulfilled, whichever comes first")
    func zipBoth() {
        let first = Promise<Int>()
        let second = Promise<String>()
        let seen = Collected<String>()
        first.zip(second).observe { result in seen.append((try? result.get()).map { "\($0.0) \($0.1)" } ?? "failed") }
        second.resolve(value: "b")
        #expect(seen.values == [])
        first.resolve(value: 1)
        #expect(seen.values == ["1 b"])
    }

    @Test("zip of three rejects when any of them rejects", arguments: [0, 1, 2])
    func zipRejects(failing: Int) {
        let promises = [Promise<Int>(), Promise<Int>(), Promise<Int>()]
        let seen = Collected<String>()
        promises[0].zip(promises[1], promises[2]).observe { result in
            seen.append(text(result.map { $0.0 + $0.1 + $0.2 }))
        }
        for (index, promise) in promises.enumerated() {
            if index == failing { promise.reject(error: Oops(number: index)) } else { promise.resolve(value: index) }
        }
        #expect(seen.values == ["Oops(number: \(failing))"])
    }
}
