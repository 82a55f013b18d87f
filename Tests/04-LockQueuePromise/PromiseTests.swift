import Dispatch
import Foundation
import LockQueuePromise
import Locking
import PromiseLaws
import TestSupport
import Testing

/// The errors the tests' promises fail with.
enum LookupError: Error, Equatable {
    case notFound
    case unreadable
}

/// A second error type, for `catch` to map into.
enum ScreenError: Error, Equatable {
    case message(String)
}

/// Dispatch queues that can tell a callback which of them it is running on.
enum Labelled {
    static let label = QueueLocal<String>()

    static func queue(_ label: String) -> DispatchQueue {
        let queue = DispatchQueue(label: label)
        Self.label.set(label, on: queue)
        return queue
    }

    /// The label of the labelled queue running the caller, or `nil` on any other.
    static var current: String? { label.current }
}

@Suite("the lock-queue promise")
struct PromiseTests {
    @Test("a promise of a value and a promise of an error are settled from the start")
    func settledInitializers() {
        let delivered = Collected<String>()
        Promise<Int, LookupError>(value: 3)
            .observe(
                on: ImmediateQueue(), fulfilled: { delivered.append("value \($0)") },
                rejected: { delivered.append("error \($0)") })
        Promise<Int, LookupError>(error: .notFound)
            .observe(
                on: ImmediateQueue(), fulfilled: { delivered.append("value \($0)") },
                rejected: { delivered.append("error \($0)") })
        #expect(delivered.values == ["value 3", "error notFound"])
    }

    @Test("a second resolve is ignored: the first outcome wins")
    func firstResolutionWins() {
        let (promise, future) = Promise<Int, LookupError>.pending()
        let delivered = Collected<String>()
        promise.observe(
            on: ImmediateQueue(), fulfilled: { delivered.append("value \($0)") },
            rejected: { delivered.append("error \($0)") })
        future.fulfill(1)
        future.reject(.notFound)
        future.fulfill(2)
        promise.observe(on: ImmediateQueue(), fulfilled: { delivered.append("late value \($0)") }, rejected: { _ in })
        #expect(delivered.values == ["value 1", "late value 1"])
    }

    @Test("callbacks added while pending are called in the order they were added")
    func registrationOrder() {
        let queue = ManualQueue()
        let (promise, future) = Promise<Int, Never>.pending()
        let order = Collected<Int>()
        for n in 1...5 { promise.observe(on: queue, fulfilled: { _ in order.append(n) }, rejected: { _ in }) }
        #expect(queue.count == 0)
        future.fulfill(0)
        #expect(queue.count == 5 && order.values.isEmpty)
        queue.runAll()
        #expect(order.values == [1, 2, 3, 4, 5])
    }

    @Test("a manual queue runs nothing until the test says so, then one step at a time")
    func manualQueueSteps() {
        let queue = ManualQueue()
        let steps = Collected<String>()
        Promise<Int, Never>(value: 1)
            .then(on: queue) { value -> Int in
                steps.append("then \(value)")
                return value + 1
            }
            .then(on: queue) { value in steps.append("then \(value)") }
        #expect(steps.values.isEmpty)
        queue.runNext()
        #expect(steps.values == ["then 1"])
        #expect(queue.runAll() == 1)
        #expect(steps.values == ["then 1", "then 2"])
    }

    @Test("on an immediate queue, a then on a settled promise runs before then returns")
    func immediateQueueIsSynchronous() {
        let ran = Counter()
        Promise<Int, Never>(value: 1).then(on: ImmediateQueue()) { _ in ran.tick() }
        #expect(ran.value == 1)
    }

    @Test("the work runs on the queue given to init(on:), each callback on the queue it asked for")
    func callbacksRunOnTheirQueues() async {
        let places = Collected<String>()
        let work = Labelled.queue("test.work")
        let a = Labelled.queue("test.a")
        let b = Labelled.queue("test.b")
        let c = Labelled.queue("test.c")
        let failing = Promise<Int, LookupError>(on: work) { future in
            places.append("work: \(Labelled.current ?? "?")")
            future.reject(.notFound)
        }
        failing
            .catch(on: a) { error -> ScreenError in
                places.append("catch: \(Labelled.current ?? "?")")
                return .message("\(error)")
            }
            .map(
                on: b, { value in Promise(value: value) },
                { error in
                    places.append("map: \(Labelled.current ?? "?")")
                    return error
                }
            )
            .observe(
                on: c, fulfilled: { _ in }, rejected: { _ in places.append("observe: \(Labelled.current ?? "?")") })
        Promise<Int, LookupError>(value: 1)
            .then(on: b) { value in
                places.append("then: \(Labelled.current ?? "?")")
                return value
            }
        let seen = await places.wait(for: 5)
        #expect(Set(seen) == ["work: test.work", "catch: test.a", "map: test.b", "observe: test.c", "then: test.b"])
    }

    @Test("with no queue named, callbacks run on promise.callbacks")
    func defaultCallbackQueue() async {
        Labelled.label.set("promise.callbacks", on: .promiseCallbacks)
        let places = Collected<String>()
        Promise<Int, Never>(value: 1).then { _ in places.append(Labelled.current ?? "?") }
        Promise<Int, LookupError>(error: .notFound).catch { _ in places.append(Labelled.current ?? "?") }
        #expect(await places.wait(for: 2) == ["promise.callbacks", "promise.callbacks"])
    }

    @Test("a DispatchQueue runs the work later: execute returns without waiting for it")
    func dispatchQueueExecuteDoesNotWait() async {
        // A queue busy until the test says so: a callback handed to it must not hold up the
        // thread that settles the promise (nor, on the same queue, deadlock it).
        let queue = DispatchQueue(label: "busy")
        let busy = DispatchSemaphore(value: 0)
        queue.async { busy.wait() }
        let ran = Collected<Bool>()
        let returned = await onThread(within: .seconds(2)) { queue.execute { ran.append(true) } }
        busy.signal()
        #expect(returned, "execute waited for the queue to run the work")
        #expect(await ran.wait(for: 1) == [true])
    }

    @Test("callbacks on the default queue run one at a time, in the order they were added")
    func defaultCallbackQueueIsSerial() async {
        // The book promises that a chain of thens on the default queue runs in order, one step
        // at a time: a concurrent promise.callbacks would run several of these at once.
        // The first callback waits for the second to start, a second at most: a serial queue
        // never starts it meanwhile, so on the right design this test takes that second. A
        // concurrent one starts it on another thread as soon as it has one to spare; without
        // the wait, two short callbacks meet only when the machine happens to run them at once.
        let (promise, future) = Promise<Int, Never>.pending()
        let order = Collected<Int>()
        let running = Locked((now: 0, most: 0))
        let secondStarted = DispatchSemaphore(value: 0)
        for n in 0..<200 {
            promise.observe(
                fulfilled: { _ in
                    running.withLock {
                        $0.now += 1
                        $0.most = max($0.most, $0.now)
                    }
                    if n == 1 { secondStarted.signal() }
                    if n == 0 { _ = secondStarted.wait(timeout: .now() + .seconds(1)) }
                    order.append(n)
                    running.withLock { $0.now -= 1 }
                }, rejected: { _ in })
        }
        future.fulfill(0)
        #expect(await order.wait(for: 200, within: .seconds(10)) == Array(0..<200))
        #expect(running.withLock { $0.most } == 1, "callbacks on promise.callbacks ran at the same time")
    }

    @Test("the default callback queue needs nothing to drive it: a blocked thread still gets its callback")
    func defaultQueueRunsWhileTheCallerBlocks() async {
        // The post's default, the main queue, would hang here in a program whose main thread
        // waits like this thread does; the library's own serial queue does not.
        let outcome = Collected<String>()
        let thread = Thread {
            let arrived = DispatchSemaphore(value: 0)
            Promise<Int, Never>(value: 1).then { _ in arrived.signal() }
            outcome.append(arrived.wait(timeout: .now() + 5) == .success ? "arrived" : "timed out")
        }
        thread.start()
        #expect(await outcome.wait(for: 1) == ["arrived"])
    }

    @Test("a typed error thrown in then rejects the promise with that error, and later thens are skipped")
    func thrownErrorRejects() async {
        let skipped = Counter()
        let outcome = Collected<String>()
        Promise<String, LookupError>(value: "not a number")
            .then(on: ImmediateQueue()) { text throws(LookupError) -> Int in
                guard let number = Int(text) else { throw .unreadable }
                return number
            }
            .then(on: ImmediateQueue()) { number -> Int in
                skipped.tick()
                return number
            }
            .observe(
                on: ImmediateQueue(), fulfilled: { outcome.append("value \($0)") },
                rejected: { outcome.append("error \($0)") })
        #expect(outcome.values == ["error unreadable"])
        #expect(skipped.value == 0)
    }

    @Test("map continues with the promise it makes, and may throw only the new error type")
    func mapFlattensAndThrows() {
        let outcome = Collected<String>()
        let lookup = Promise<Int, LookupError>(value: 2)
        lookup.map(
            on: ImmediateQueue(), { n in Promise<Int, ScreenError>(value: n * 10) }, { ScreenError.message("\($0)") }
        )
        .observe(
            on: ImmediateQueue(), fulfilled: { outcome.append("value \($0)") },
            rejected: { outcome.append("error \($0)") })
        lookup.map(
            on: ImmediateQueue(),
            { (n: Int) throws(ScreenError) -> Promise<Int, ScreenError> in throw .message("no \(n)") },
            { ScreenError.message("\($0)") }
        )
        .observe(
            on: ImmediateQueue(), fulfilled: { outcome.append("value \($0)") },
            rejected: { outcome.append("error \($0)") })
        Promise<Int, LookupError>(error: .notFound)
            .map(
                on: ImmediateQueue(), { n in Promise<Int, ScreenError>(value: n) },
                { ScreenError.message("mapped \($0)") }
            )
            .observe(
                on: ImmediateQueue(), fulfilled: { outcome.append("value \($0)") },
                rejected: { outcome.append("error \($0)") })
        #expect(outcome.values == ["value 20", "error message(\"no 2\")", "error message(\"mapped notFound\")"])
    }

    @Test("forward(to:) settles the pair at once from a settled promise, and once, later, from a pending one")
    func forwardTo() {
        let delivered = Collected<String>()
        @Sendable func pair(_ name: String) -> Future<Int, LookupError> {
            Future(
                fulfill: { delivered.append("\(name): value \($0)") },
                reject: { delivered.append("\(name): error \($0)") })
        }
        Promise<Int, LookupError>(value: 3).forward(to: pair("settled"))
        Promise<Int, LookupError>(error: .notFound).forward(to: pair("failed"))
        #expect(delivered.values == ["settled: value 3", "failed: error notFound"])
        let (promise, future) = Promise<Int, LookupError>.pending()
        promise.forward(to: pair("pending"))
        #expect(delivered.values.count == 2)
        future.fulfill(4)
        future.reject(.unreadable)
        #expect(delivered.values.dropFirst(2) == ["pending: value 4"])
    }

    @Test("a callback may use the same promise again without deadlocking on the lock queue, and it waits its turn")
    func reentrantCallback() async {
        let delivered = Collected<String>()
        // On a thread of its own, with a deadline: a callback called inside the lock queue
        // would deadlock (or trap), and the test must say so rather than hang the run.
        let finished = await onThread(within: .seconds(10)) {
            let (promise, future) = Promise<Int, Never>.pending()
            promise.observe(
                on: ImmediateQueue(),
                fulfilled: { value in
                    // Runs on the settling thread, after the lock queue has been left.
                    promise.observe(
                        on: ImmediateQueue(), fulfilled: { delivered.append("inner \($0)") }, rejected: { _ in })
                    delivered.append("outer \(value)")
                }, rejected: { _ in })
            future.fulfill(5)
        }
        #expect(finished, "settling deadlocked: is a callback called inside the lock queue?")
        // The inner callback came last, so it runs last, after the outer one has returned.
        #expect(await delivered.wait(for: 2) == ["outer 5", "inner 5"])
    }
}

/// Rejects its promise when it is freed: the "reject if dropped" pattern. Held only by a
/// callback, it is freed when the promise lets that callback go.
final class RejectsWhenDropped: Sendable {
    let future: Future<Int, LookupError>
    init(_ future: Future<Int, LookupError>) { self.future = future }
    deinit { future.reject(.notFound) }
}

@Suite("letting callbacks go")
struct ReleaseTests {
    @Test(
        "a callback whose release rejects the same promise is let go outside the lock queue: settle and observe return",
        arguments: ["while pending", "once settled"])
    func releaseThatRejects(when: String) async {
        let delivered = Collected<String>()
        // On a thread of its own, with a deadline: a callback released inside the lock queue
        // runs the deinit's reject there, which calls `sync` on the queue it is in: a trap or a
        // hang, and the test must say so rather than hang the run.
        let finished = await onThread(within: .seconds(10)) {
            let (promise, future) = Promise<Int, LookupError>.pending()
            if when == "once settled" { future.fulfill(1) }
            // Made in the capture list, so that the callback holds the only reference.
            promise.observe(
                on: ImmediateQueue(),
                fulfilled: { [dropped = RejectsWhenDropped(future)] value in
                    _ = dropped
                    delivered.append("value \(value)")
                }, rejected: { delivered.append("error \($0)") })
            if when == "while pending" { future.fulfill(1) }
        }
        #expect(finished, "deadlocked: is a delivered callback released inside the lock queue?")
        #expect(delivered.values == ["value 1"])
    }

    @Test("a callback unregistered while the promise is pending is never called; the others are, in order")
    func unregisterOne() {
        let (promise, future) = Promise<Int, Never>.pending()
        let delivered = Collected<String>()
        promise.observe(on: ImmediateQueue(), fulfilled: { _ in delivered.append("first") }, rejected: { _ in })
        let token = promise.register(
            on: ImmediateQueue(), fulfilled: { _ in delivered.append("left") }, rejected: { _ in })
        promise.observe(on: ImmediateQueue(), fulfilled: { _ in delivered.append("last") }, rejected: { _ in })
        promise.unregister(token)
        #expect(promise.callbackCount == 2)
        future.fulfill(1)
        promise.unregister(token)  // already gone: changes nothing
        promise.observe(on: ImmediateQueue(), fulfilled: { _ in delivered.append("late") }, rejected: { _ in })
        #expect(delivered.values == ["first", "last", "late"])
        #expect(promise.callbackCount == 0)
    }

    /// Tokens tell callbacks apart: one shared by two lets the wrong one go. A token taken
    /// outside the lock queue is seen by the thread sanitizer, not by this test (chapter 3's
    /// twin says why): `swift test --sanitize=thread --filter LockQueuePromiseTests`, which CI runs.
    @Test("callbacks registered and let go from threads at once: each kept one is called once, no other is")
    func registerOnThreadsAtOnce() async {
        let (promise, future) = Promise<Int, Never>.pending()
        let called = Collected<Int>()
        let count = 4_000
        let finished = await onRacingThreads(count, within: .seconds(20)) { index in
            let token = promise.register(
                on: ImmediateQueue(), fulfilled: { _ in called.append(index) }, rejected: { _ in })
            if index % 2 == 1 { promise.unregister(token) }
        }
        #expect(finished)
        future.fulfill(1)
        #expect(called.values.sorted() == Array(stride(from: 0, to: count, by: 2)))
    }

    @Test("an unregistered callback whose release rejects the same promise is let go outside the lock queue")
    func unregisterThatRejects() async {
        let delivered = Collected<String>()
        let finished = await onThread(within: .seconds(10)) {
            let (promise, future) = Promise<Int, LookupError>.pending()
            let token = promise.register(
                on: ImmediateQueue(), fulfilled: { [dropped = RejectsWhenDropped(future)] _ in _ = dropped },
                rejected: { _ in })
            promise.unregister(token)
            promise.observe(on: ImmediateQueue(), fulfilled: { _ in }, rejected: { delivered.append("error \($0)") })
        }
        #expect(finished, "deadlocked: is an unregistered callback released inside the lock queue?")
        #expect(delivered.values == ["error notFound"], "the callback was not let go, or its release did not reject")
    }
}

/// The error side of a promise that cannot fail: a function that is never called.
@Sendable func unreachable(_ never: Never) -> Never {}

/// Which overload Swift picks, pinned: these compile only while the choice is unambiguous.
@Suite("overloads that cannot surprise")
struct OverloadTests {
    @Test("with E == Never, map takes a closure, and a typed function value, without ambiguity")
    func mapWithNever() async {
        let next: @Sendable (Int) -> Promise<Int, Never> = { Promise(value: $0 + 1) }
        let byValue = Promise<Int, Never>(value: 1).map(on: ImmediateQueue(), next, unreachable)
        let byClosure = Promise<Int, Never>(value: 1).map(
            on: ImmediateQueue(), { Promise<Int, Never>(value: $0 * 10) }, unreachable)
        let delivered = Collected<Int>()
        for promise in [byValue, byClosure] {
            promise.observe(on: ImmediateQueue(), fulfilled: { delivered.append($0) }, rejected: { _ in })
        }
        #expect(await delivered.wait(for: 2) == [2, 10])
    }

    @Test("a throwing closure still picks the throwing map, and its typed error rejects")
    func throwingMapStillWorks() async {
        let failed = Collected<LookupError>()
        Promise<Int, LookupError>(value: 1)
            .map(
                on: ImmediateQueue(), { (_: Int) throws(LookupError) -> Promise<Int, LookupError> in throw .notFound },
                { $0 }
            )
            .observe(on: ImmediateQueue(), fulfilled: { _ in }, rejected: { failed.append($0) })
        #expect(await failed.wait(for: 1) == [.notFound])
    }
}
