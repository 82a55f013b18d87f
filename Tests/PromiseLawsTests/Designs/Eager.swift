import Dispatch
import Foundation
import Locking
import PromiseLaws

/// A lawful control that is eager and calls back on a queue: a class whose state one lock
/// guards, whose callbacks run later on ``LawQueue/callbacks``, in the order they came.
/// A ``Flaw`` changes one line of it, for the broken designs.
final class EagerFuture: Sendable {
    typealias Callback = @Sendable (Result<Int, LawError>) -> Void

    /// One line changed, as a learner might change it.
    enum Flaw: Sendable {
        /// The first resolution does not win: a second one replaces it and is delivered again.
        case resolvesAgain
        /// Waiting observers are called last-registered first.
        case reversesObservers
        /// An observer added after resolution is never called.
        case losesLateObservers
        /// `resolve` takes the waiting observers and calls them before it stores the result:
        /// an observer that arrives meanwhile, from another thread, waits forever.
        case storesAfterNotifying
        /// Callbacks run on whatever thread resolves, not on the queue the design promises.
        case callsBackOffQueue
        /// Values are called back on the promised queue, failures on whatever thread rejects.
        case failsOffQueue
        /// `observe` waits, blocking its thread, until the promise is settled: when the work that
        /// would settle it is waiting for that same thread, nothing moves (here for a minute:
        /// far longer than any check waits, so the verdict never depends on the machine's speed,
        /// and still no thread is left blocked for good).
        case waitsInObserve
        /// An observer added once the result is there is called at once, on the thread that adds
        /// it, even while the observers before it are still being called.
        case lateObserverCutsIn
        /// `resolve` asks whether the promise is settled under the lock, then settles it under
        /// the lock again: two producers that ask at once both settle it.
        case checksThenSets
        /// `zip` looks at the other half's slot under the lock, then fills its own under it
        /// again: when both sides look before either fills, no one delivers the pair.
        case zipLosesWakeUp
        /// A bridge's cancellation asks whether its waiter is still there, then takes it under
        /// the lock again: a settlement in between resumes the waiter too.
        case cancelChecksThenTakes
        /// A bridge's cancellation does nothing: a cancelled waiter waits until the promise
        /// settles, which may be never.
        case ignoresCancellation
        /// The same split, with the waiter resumed through a check that stops the process on a
        /// second resume, as a `CheckedContinuation` does: a crash, not a wrong answer.
        case resumesTwiceAndTraps
        /// `observe` frees a buffer twice: the C library stops the process from inside `free`,
        /// with the heap's lock held, where a handler that allocated would wait for ever.
        case freesTwice
        /// `observe` recurses without end, on the harness's thread: a stack overflow, which only
        /// a handler on another stack can report.
        case overflowsTheStack
        /// `observe` traps, and so does another thread as soon as the first trap is being
        /// reported; a timer writes `tick` every 2 ms meanwhile.
        case trapsTwiceOnTwoThreads
        /// `observe` traps, and another thread sends the trapping thread `SIGSEGV` while the
        /// trap is being reported: a handler that let it in would wait for ever. (`SIGSEGV`, as
        /// a thread started from one of Dispatch's blocks most signals, but not the faults.)
        case signalledWhileReporting
        /// `observe` hands a job to a harness queue from a thread of its own, outside any law's
        /// clock, and the job recurses without end: a stack overflow on a thread Dispatch lends.
        case overflowsTheStackOnAQueue
    }

    private struct State {
        var result: Result<Int, LawError>?
        var callbacks: [Callback] = []
        /// Called on the thread that settles, not on the queue: for the design's own `zip`.
        var listeners: [Callback] = []
    }

    private let state = Locked(State())
    private let flaw: Flaw?

    init(flaw: Flaw?) {
        self.flaw = flaw
    }

    func resolve(_ result: Result<Int, LawError>) {
        if flaw == .checksThenSets {
            guard state.withLock({ $0.result == nil }) else { return }
            // The gap: another producer can ask now, and hear "not settled" too.
            let waiting = state.withLock { state -> [Callback] in
                state.result = result
                defer { state.callbacks = [] }
                return state.callbacks
            }
            return call(waiting, with: result)
        }
        if flaw == .storesAfterNotifying {
            let waiting = state.withLock { state -> [Callback] in
                guard state.result == nil else { return [] }
                defer { state.callbacks = [] }
                return state.callbacks
            }
            for callback in waiting { call(callback, with: result) }
            // The gap: an observer that comes now sees no result and is added to a list no one reads.
            return state.withLock { $0.result = $0.result ?? result }
        }
        let (waiting, listeners) = state.withLock { state -> ([Callback], [Callback]) in
            guard state.result == nil || flaw == .resolvesAgain else { return ([], []) }
            state.result = result
            defer {
                state.listeners = []
                if flaw != .resolvesAgain { state.callbacks = [] }
            }
            let waiting = flaw == .reversesObservers ? state.callbacks.reversed() : state.callbacks
            // Handed to the queue before the lock is given back, in one block, so that an
            // observer that comes after this settle, from any thread, is queued after them.
            if handsToQueue(result) {
                hand(waiting, with: result)
                return ([], state.listeners)
            }
            return (waiting, state.listeners)
        }
        for listener in listeners { listener(result) }
        call(waiting, with: result)
    }

    /// Calls `listener` with the outcome on the thread that settles the promise, or at once if
    /// it is settled: how the design's own `zip` listens, so that its two sides can race.
    func whenSettled(_ listener: @escaping Callback) {
        let result = state.withLock { state -> Result<Int, LawError>? in
            if state.result == nil { state.listeners.append(listener) }
            return state.result
        }
        if let result { listener(result) }
    }

    func observe(_ callback: @escaping Callback) {
        crash()
        let result = state.withLock { state -> Result<Int, LawError>? in
            if state.result == nil || flaw == .resolvesAgain { state.callbacks.append(callback) }
            // Settled: queued before the lock is given back, after what the settle queued.
            if let result = state.result, flaw == nil, handsToQueue(result) {
                hand([callback], with: result)
                return nil
            }
            return state.result
        }
        if result == nil, flaw == .waitsInObserve {
            let settled = DispatchSemaphore(value: 0)
            whenSettled { _ in settled.signal() }
            _ = settled.wait(timeout: .now() + .seconds(60))
        }
        if let result, flaw == .lateObserverCutsIn { return callback(result) }
        if let result, flaw != .losesLateObservers { call(callback, with: result) }
    }

    /// The crashes of ``Flaw/freesTwice``, ``Flaw/overflowsTheStack`` and
    /// ``Flaw/trapsTwiceOnTwoThreads``; nothing for any other flaw.
    private func crash() {
        switch flaw {
        case .freesTwice:
            // Larger than the C library's per-thread cache, so that the second `free` takes the
            // heap's lock before it finds the double free and aborts.
            let buffer = malloc(64 * 1024)
            free(buffer)
            free(buffer)
        case .overflowsTheStack:
            _ = Self.deeper(0)
        case .trapsTwiceOnTwoThreads:
            // A timer that writes a line every 2 ms, for the test to see whether anything else in
            // the process runs while the case is shrunk apart.
            let ticks = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "ticks"))
            ticks.schedule(deadline: .now(), repeating: .milliseconds(2))
            ticks.setEventHandler { _ = write(2, "tick\n", 5) }
            ticks.resume()
            // A second trap as soon as the first is being reported (bounded, should it never be).
            Thread {
                let deadline = ContinuousClock.now + .seconds(10)
                while !CrashNote.isReporting, ContinuousClock.now < deadline { sched_yield() }
                preconditionFailure("a second trap, on another thread")
            }.start()
            withExtendedLifetime(ticks) { preconditionFailure("the first trap") }
        case .signalledWhileReporting:
            let trapping = pthread_self()  // a number on Linux, where this runs
            Thread {
                let deadline = ContinuousClock.now + .seconds(10)
                while !CrashNote.isReporting, ContinuousClock.now < deadline { sched_yield() }
                pthread_kill(trapping, SIGSEGV)
            }.start()
            preconditionFailure("the trap")
        case .overflowsTheStackOnAQueue:
            // Waits for the job itself, bounded: it never returns, since its overflow ends the process.
            let returned = DispatchSemaphore(value: 0)
            Thread {
                LawQueue.callbacks.execute {
                    _ = Self.deeper(0)
                    returned.signal()
                }
            }.start()
            _ = returned.wait(timeout: .now() + 60)
        default:
            break
        }
    }

    /// One more frame, and one more, until the stack runs out.
    private static func deeper(_ depth: Int) -> Int {
        depth == Int.max ? depth : deeper(depth + 1) &+ 1
    }

    private func call(_ callback: @escaping Callback, with result: Result<Int, LawError>) {
        call([callback], with: result)
    }

    private func call(_ callbacks: [Callback], with result: Result<Int, LawError>) {
        guard !callbacks.isEmpty else { return }
        if !handsToQueue(result) {
            for callback in callbacks { callback(result) }
            return
        }
        hand(callbacks, with: result)
    }

    /// Whether callbacks with `result` go to the callback queue (all do, but for two flaws').
    private func handsToQueue(_ result: Result<Int, LawError>) -> Bool {
        !(flaw == .callsBackOffQueue || (flaw == .failsOffQueue && (try? result.get()) == nil))
    }

    /// Queues `callbacks` on the callback queue, in one block: it never waits, so it may be
    /// called under the lock.
    private func hand(_ callbacks: [Callback], with result: Result<Int, LawError>) {
        LawQueue.callbacks.execute {
            for callback in callbacks { callback(result) }
        }
    }
}

/// The eager control plugged into the harness, with a ``EagerFuture/Flaw`` or without.
struct EagerDesign: RecoveringDesign, BifunctorDesign, ResolvableDesign, QueueDesign, ZipDesign, BridgeDesign {
    /// Observers in order, one at a time; called at once on the immediate queue, and on a
    /// Dispatch queue wherever that queue runs them; and a zip that fails with the first promise's failure.
    var guarantees: Guarantees {
        (callbackQueue == nil ? Guarantees.chapters : [.order, .oneAtATime]).union(.zipFailsWithTheFirstPromise)
    }
    var name = "an eager promise on a queue (control)"
    var flaw: EagerFuture.Flaw?
    /// A broken `bimap`, for the bifunctor's broken design.
    var bimap:
        (
            @Sendable (
                EagerFuture, @escaping @Sendable (Int) -> EagerFuture, @escaping @Sendable (LawError) -> LawError
            ) -> EagerFuture
        )?

    var callbackQueue: LawQueue? { .callbacks }

    func future() -> EagerFuture { EagerFuture(flaw: flaw) }

    func make(_ source: PromiseSource) -> EagerFuture {
        let promise = future()
        source.start { promise.resolve($0) }
        return promise
    }
    func observe(_ promise: EagerFuture, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func pure(_ value: Int) -> EagerFuture { settled(.success(value)) }
    func fail(_ error: LawError) -> EagerFuture { settled(.failure(error)) }
    func pending() -> (promise: EagerFuture, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = future()
        return (promise, { promise.resolve($0) })
    }
    func map(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> Int) -> EagerFuture {
        let next = future()
        promise.observe { next.resolve($0.map(transform)) }
        return next
    }
    func bimap(
        _ promise: EagerFuture, value: @escaping @Sendable (Int) -> EagerFuture,
        error: @escaping @Sendable (LawError) -> LawError
    ) -> EagerFuture {
        if let bimap { return bimap(promise, value, error) }
        let next = future()
        promise.observe { result in
            switch result {
            case .success(let x): value(x).observe { next.resolve($0) }
            case .failure(let e): next.resolve(.failure(error(e)))
            }
        }
        return next
    }
    func flatMap(_ promise: EagerFuture, _ transform: @escaping @Sendable (Int) -> EagerFuture) -> EagerFuture {
        let next = future()
        promise.observe { result in
            switch result {
            case .success(let value): transform(value).observe { next.resolve($0) }
            case .failure: next.resolve(result)
            }
        }
        return next
    }
    func recover(_ promise: EagerFuture, _ transform: @escaping @Sendable (LawError) -> EagerFuture) -> EagerFuture {
        let next = future()
        promise.observe { result in
            switch result {
            case .success: next.resolve(result)
            case .failure(let error): transform(error).observe { next.resolve($0) }
            }
        }
        return next
    }

    func zip(_ first: EagerFuture, _ second: EagerFuture) -> EagerFuture {
        let next = future()
        let slots = Locked<(first: Int?, second: Result<Int, LawError>?)>((nil, nil))
        first.whenSettled { result in
            guard case .success(let a) = result else { return next.resolve(result) }
            if flaw == .zipLosesWakeUp {
                // Looks, then fills, in two blocks: the other side may look in between.
                let other = slots.withLock { $0.second }
                slots.withLock { $0.first = a }
                if let other { next.resolve(other.map { b in a &* 31 &+ b }) }
                return
            }
            let other = slots.withLock { slots in
                slots.first = a
                return slots.second
            }
            if let other { next.resolve(other.map { b in a &* 31 &+ b }) }
        }
        second.whenSettled { result in
            if flaw == .zipLosesWakeUp {
                let other = slots.withLock { $0.first }
                slots.withLock { $0.second = result }
                if let a = other { next.resolve(result.map { b in a &* 31 &+ b }) }
                return
            }
            let other = slots.withLock { slots in
                slots.second = result
                return slots.first
            }
            if let a = other { next.resolve(result.map { b in a &* 31 &+ b }) }
        }
        return next
    }

    func bridge() -> (
        settle: @Sendable (Result<Int, LawError>) -> Void,
        wait: @Sendable (@escaping @Sendable (Result<Int, LawError>?) -> Void) -> @Sendable () -> Void
    ) {
        let handoff = Handoff(flaw: flaw)
        return ({ handoff.settle($0) }, { resume in handoff.wait(resume) })
    }

    private func settled(_ result: Result<Int, LawError>) -> EagerFuture {
        let promise = future()
        promise.resolve(result)
        return promise
    }
}

/// A lawful control for the bridge laws: one outcome and one waiter, which whoever resumes it
/// (the settlement, or the cancellation) takes out under the lock first, so it is resumed once.
final class Handoff: Sendable {
    typealias Resume = @Sendable (Result<Int, LawError>?) -> Void

    private struct State {
        var result: Result<Int, LawError>?
        var waiter: Resume?
    }

    private let state = Locked(State())
    private let flaw: EagerFuture.Flaw?

    init(flaw: EagerFuture.Flaw?) {
        self.flaw = flaw
    }

    func settle(_ result: Result<Int, LawError>) {
        let waiter = state.withLock { state -> Resume? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?(result)
    }

    /// Starts waiting; returns the cancellation.
    func wait(_ waiter: @escaping Resume) -> @Sendable () -> Void {
        let resume = flaw == .resumesTwiceAndTraps ? Self.stoppingOnASecondResume(waiter) : waiter
        let result = state.withLock { state -> Result<Int, LawError>? in
            if state.result == nil { state.waiter = resume }
            return state.result
        }
        if let result { resume(result) }
        return { self.cancel() }
    }

    /// `waiter`, stopping the process when it is resumed a second time, as a continuation does.
    private static func stoppingOnASecondResume(_ waiter: @escaping Resume) -> Resume {
        let resumed = Locked(false, schedulePoints: false)
        return { result in
            let again = resumed.withLock { resumed in
                defer { resumed = true }
                return resumed
            }
            if again { fatalError("a continuation resumed twice") }
            waiter(result)
        }
    }

    private func cancel() {
        if flaw == .ignoresCancellation { return }
        if flaw == .cancelChecksThenTakes || flaw == .resumesTwiceAndTraps {
            guard let waiter = state.withLock({ $0.result == nil ? $0.waiter : nil }) else { return }
            // The gap: the settlement can take the waiter now, and resume it too.
            state.withLock { $0.waiter = nil }
            return waiter(nil)
        }
        let waiter = state.withLock { state -> Resume? in
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?(nil)
    }
}
