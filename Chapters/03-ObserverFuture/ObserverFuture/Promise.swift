// The project's one lock (its schedule points let a law race threads on purpose) and the
// trampoline chapters 3 and 4 share.
import Locking

/// An eager promise: a box that a producer resolves once, and that any number of observers
/// watch. The work behind it is already running when you hold it.
///
/// ```swift
/// let promise = Promise<Int>()
/// promise.observe { print($0) }      // waits
/// promise.resolve(value: 42)         // prints success(42)
/// promise.reject(error: Oops())      // ignored: the first resolution wins
/// promise.observe { print($0) }      // prints success(42) before observe returns: no other
///                                    // thread is observing or settling the promise here
/// ```
///
/// - Note: One lock guards the result and the observers together, and no observer ever runs
///   while it is held. A promise's observers are called one at a time, in the order they came
///   (the order the lock let them in, whatever their threads): that always holds. A late
///   observer is called before `observe` returns only when no other thread is handing out this
///   promise's result at the time; otherwise that thread calls it, after the ones before it,
///   perhaps after `observe` has returned. Calls made from inside an observer wait for it to
///   return (``Trampoline``), so a chain of a million synchronous steps never runs a million
///   frames deep. A hand-out waiting in one thread's line is taken over by the next thread that
///   observes the promise from outside an observer; until one does, the promise's observers wait
///   for the job that thread is running. How the result is handed out is in HandOut.swift.
// ANCHOR: promise
// @unchecked Sendable: `observers`, `nextToken`, `settled`, `result` and `handOut` are read and written only
// with `lock` held, here and in HandOut.swift, (or in `deinit`, when no other thread can hold the promise), and everything in
// them is Sendable, so nothing reachable from them escapes the lock unsafely.
public final class Promise<T: Sendable>: @unchecked Sendable {
    /// What an observer is handed, once: the value, or the error.
    public typealias Observer = @Sendable (Result<T, any Error>) -> Void

    let lock = Lock()
    // Unchecked: the lock already lets one access in at a time; Swift's run-time check cost time.
    /// Pending: the observers waiting. Resolved: those not yet handed the result. Each with the
    /// token that names it, so that a waiter that leaves can take its observer back.
    @exclusivity(unchecked) var observers: [(token: Int, observer: Observer)] = []
    /// The next observer's token: tokens grow in the order observers come.
    private var nextToken = 0
    /// Whether `result` is set; it becomes `true` once and stays. A flag, not `result != nil`:
    /// code generic over `T` reads it without asking the runtime for `Result<T, …>`'s layout.
    var settled = false
    var handOut = HandOut.idle
    /// Set once, when the promise settles; last, since its size depends on `T`.
    @exclusivity(unchecked) var result: Result<T, any Error>?

    /// Who hands the result out: nobody needs to (`idle`); a job in some thread's line will,
    /// unless another thread takes over first (`waiting`); a thread is (`busy`). Only a settled
    /// promise leaves `idle`, and it is `idle` again once every observer has been handed the result.
    enum HandOut { case idle, waiting, busy }

    /// A pending promise, for a producer to resolve or reject.
    public init() {}

    /// A promise resolved from the start, with no one to tell: no lock needed.
    private init(resolved result: Result<T, any Error>) {
        self.result = result
        settled = true
    }
    // ANCHOR_END: promise

    /// Releases the observers that never heard back one at a time, not one inside another:
    /// each holds the next promise of a chain, whose release would release the next.
    deinit {
        // No lock: a promise is freed only once no thread holds it, and the release of the last
        // reference happens after everything those threads did to it.
        if observers.count != 0 {
            let waiting = observers
            observers = []
            Trampoline.release(consume waiting)
        }
        lock.destroy()
    }

    // ANCHOR: observe
    /// Calls `observer` with the result once there is one, after any observers that came before
    /// it: later if the promise is pending. If it is resolved: at once, on this thread; or, if
    /// another thread is handing the result out, by that thread, perhaps after `observe` returns;
    /// or, from inside another observer on this thread, as soon as that one returns, unless
    /// another thread takes the hand-out over first and calls it there.
    public func observe(_ observer: @escaping Observer) {
        register(observer)
    }

    /// Adds `observer`, as `observe` does, and returns the token that ``unregister(_:)`` takes to
    /// let it go before it is called: for a waiter that may leave, such as a cancelled `await`.
    @discardableResult
    package func register(_ observer: @escaping Observer) -> Int {
        // Read before the lock: only this thread changes its own line.
        let here = Trampoline.isIdle
        lock.lock()
        let token = nextToken
        nextToken += 1
        if settled && handOut == .idle && here {
            // Nobody waits before it: called now, never kept in the list.
            handOut = .busy
            callNow(observer)
            return token
        }
        observers.append((token, observer))  // in place: one observer costs the same however many wait
        let startHandOut = settled && claimHandOut()
        lock.unlock()
        if startHandOut { Trampoline.run { self.runWaitingHandOut() } }
        return token
    }
    // ANCHOR_END: observe

    /// Lets go of the observer that `token` names, unless it has been handed the result already:
    /// a waiter that leaves is then held no longer, however long the promise stays pending.
    package func unregister(_ token: Int) {
        lock.lock()
        // Linear, as removing from the middle of an array is anyway; tokens are unique, so at most one.
        let removed = observers.firstIndex { $0.token == token }.map { observers.remove(at: $0) }
        lock.unlock()
        // Released only now, after the lock: its release may run a deinit that settles or
        // observes this promise, which takes the lock.
        withExtendedLifetime(removed) {}
    }

    /// How many observers are held, waiting or not yet handed the result: for the tests.
    package var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return observers.count
    }

    // ANCHOR: resolve
    /// Fulfils the promise with `value`, unless it is already resolved.
    public func resolve(value: T) { resolve(.success(value)) }

    /// Rejects the promise with `error`, unless it is already resolved.
    public func reject(error: any Error) { resolve(.failure(error)) }

    /// Settles the promise with `result`; the first resolution wins and later ones change nothing.
    public func resolve(_ result: Result<T, any Error>) {
        let here = Trampoline.isIdle
        lock.lock()
        let first = !settled
        if first {
            self.result = result
            settled = true
        }
        guard first && observers.count != 0 && claimHandOut() else { return lock.unlock() }
        guard here else {
            lock.unlock()
            return Trampoline.run { self.runWaitingHandOut() }
        }
        // No job runs on this thread: hand out now, with the lock still held.
        handOut = .busy
        Trampoline.runNow { finishHandOut(result) }
    }
    // ANCHOR_END: resolve
}

extension Promise {
    // ANCHOR: value
    /// A promise already fulfilled with `value`: the monad's `pure`.
    public convenience init(value: T) {
        self.init(resolved: .success(value))
    }

    /// A promise already rejected with `error`.
    public convenience init(error: any Error) {
        self.init(resolved: .failure(error))
    }
    // ANCHOR_END: value
}
