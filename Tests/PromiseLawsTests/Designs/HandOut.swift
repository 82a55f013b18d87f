import Locking
import PromiseLaws

/// A lawful control that calls its observers on the thread that delivers, the way chapter 3's
/// promise does: one hand-out at a time, which waits in the settling thread's line when that
/// thread is inside another job, and which a thread that observes the settled promise takes
/// over. A ``Flaw`` changes one line of it, for the broken designs the hand-out laws catch.
final class HandOutPromise: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written with `lock` held.
    typealias Observer = @Sendable (Result<Int, LawError>) -> Void

    /// One line changed, as a learner might change it.
    enum Flaw: Sendable {
        /// A hand-out starts without checking that it is still waiting: two threads hand out at once.
        case handsOutTwice
        /// The hand-out delivers the observers it found and stops: those added meanwhile are lost.
        case losesBatch
        /// A hand-out waiting in a busy thread's line is not taken over by a thread that observes.
        case leavesHandOutWaiting
        /// Every `map` keeps the value it maps in one shared scratch slot, written in one locked
        /// block and read back in another: two maps on two threads read each other's value.
        case mapsShareScratch
        /// The same slot with no lock at all: no schedule can stop a thread between the write
        /// and the read, so only threads that really run at once mix the values up.
        case mapsShareUnlockedScratch
        /// The batch is let go after the lock is taken again: a release that settles or observes
        /// the promise waits for ever for the lock its own thread holds.
        case releasesUnderLock
        /// A settle from inside another job calls the observers waiting at once, past the
        /// trampoline, without marking a hand-out under way: a thread that observes meanwhile
        /// starts a hand-out of its own beside it.
        case settleInsideJobCallsAtOnce
        /// Each batch is called newest first: one at a time still, but not in the order the
        /// observers came.
        case callsNewestFirst
    }

    private enum HandOut { case idle, waiting, busy }

    private let lock = Lock()
    private let flaw: Flaw?
    private var observers: [Observer] = []
    private var result: Result<Int, LawError>?
    private var handOut = HandOut.idle

    init(flaw: Flaw?) {
        self.flaw = flaw
    }

    deinit { lock.destroy() }

    func observe(_ observer: @escaping Observer) {
        lock.lock()
        observers.append(observer)
        let start = result != nil && claim()
        lock.unlock()
        if start { Trampoline.run { self.runWaiting() } }
    }

    func resolve(_ outcome: Result<Int, LawError>) {
        lock.lock()
        guard result == nil else { return lock.unlock() }
        result = outcome
        if flaw == .settleInsideJobCallsAtOnce, !Trampoline.isIdle, handOut == .idle {
            let batch = observers
            observers = []
            lock.unlock()
            for observer in batch { observer(outcome) }
            return
        }
        let start = !observers.isEmpty && claim()
        lock.unlock()
        if start { Trampoline.run { self.runWaiting() } }
    }

    /// Marks the hand-out as waiting; false when one is already under way (or, flawed, waiting).
    private func claim() -> Bool {
        if handOut == .busy || (flaw == .leavesHandOutWaiting && handOut == .waiting) { return false }
        handOut = .waiting
        return true
    }

    private func runWaiting() {
        lock.lock()
        guard handOut == .waiting || flaw == .handsOutTwice, let result else { return lock.unlock() }
        handOut = .busy
        repeat {
            if flaw == .releasesUnderLock {
                let batch = observers
                observers = []
                lock.unlock()
                for observer in batch { observer(result) }
                withExtendedLifetime(batch) { lock.lock() }
                continue
            }
            do {
                let batch = flaw == .callsNewestFirst ? observers.reversed() : observers
                observers = []
                lock.unlock()
                for observer in batch { observer(result) }
                // Let go here, at the end of the block, before the lock is taken again: a
                // release may run a deinit that settles or observes this promise.
            }
            lock.lock()
        } while !observers.isEmpty && flaw != .losesBatch
        handOut = .idle
        lock.unlock()
    }
}

/// The hand-out control plugged into the harness, with a ``HandOutPromise/Flaw`` or without.
struct HandOutDesign: ResolvableDesign {
    var name = "a promise that hands out on the delivering thread (control)"
    var flaw: HandOutPromise.Flaw?
    /// Observers in order, one at a time, called at once, as the chapters' designs promise;
    /// fewer, to see a law check only what is promised.
    var guarantees: Guarantees = .chapters

    func make(_ source: PromiseSource) -> HandOutPromise {
        let promise = HandOutPromise(flaw: flaw)
        source.start { promise.resolve($0) }
        return promise
    }
    func observe(_ promise: HandOutPromise, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func pure(_ value: Int) -> HandOutPromise { settled(.success(value)) }
    func fail(_ error: LawError) -> HandOutPromise { settled(.failure(error)) }
    func pending() -> (promise: HandOutPromise, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = HandOutPromise(flaw: flaw)
        return (promise, { promise.resolve($0) })
    }
    func map(_ promise: HandOutPromise, _ transform: @escaping @Sendable (Int) -> Int) -> HandOutPromise {
        let next = HandOutPromise(flaw: flaw)
        switch flaw {
        case .mapsShareScratch:
            promise.observe { result in
                guard case .success(let value) = result else { return next.resolve(result) }
                Self.scratch.withLock { $0 = value }
                next.resolve(.success(transform(Self.scratch.withLock { $0 })))
            }
        case .mapsShareUnlockedScratch:
            promise.observe { result in
                guard case .success(let value) = result else { return next.resolve(result) }
                Self.unlockedScratch = value
                next.resolve(.success(transform(Self.unlockedScratch)))
            }
        default:
            promise.observe { next.resolve($0.map(transform)) }
        }
        return next
    }

    /// The slot every flawed `map` shares (``HandOutPromise/Flaw/mapsShareScratch``).
    private static let scratch = Locked(0)
    /// The slot with no lock (``HandOutPromise/Flaw/mapsShareUnlockedScratch``): a data race on
    /// purpose, the bug this broken design exhibits.
    nonisolated(unsafe) private static var unlockedScratch = 0
    func flatMap(_ promise: HandOutPromise, _ transform: @escaping @Sendable (Int) -> HandOutPromise)
        -> HandOutPromise
    {
        let next = HandOutPromise(flaw: flaw)
        promise.observe { result in
            switch result {
            case .success(let value): transform(value).observe { next.resolve($0) }
            case .failure: next.resolve(result)
            }
        }
        return next
    }

    private func settled(_ result: Result<Int, LawError>) -> HandOutPromise {
        let promise = HandOutPromise(flaw: flaw)
        promise.resolve(result)
        return promise
    }
}
