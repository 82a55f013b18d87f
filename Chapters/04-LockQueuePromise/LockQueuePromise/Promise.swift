import Dispatch

/// An eager promise with a typed error: its work starts when it is made, it settles once, with a
/// value or an error, and each callback runs on the queue its caller named.
///
/// ```swift
/// let user = Promise<User, RepositoryError>(on: work) { future in
///     load(id) { user in future.fulfill(user) }
/// }
/// user.then(on: parsing) { $0.name }
///     .catch { error in print(error) }
/// ```
///
/// - Note: A class, because every holder must see the same settling; `final`, as the post said,
///   to keep it closed. Its state is guarded by a private serial queue, the post's lock queue.
// ANCHOR: promise
// @unchecked Sendable: `outbox`, `handOut`, `state` and `nextToken` are the only mutable storage, and they are
// read and written only inside `lockQueue.sync` (or in `deinit`, when no one else can). A serial
// queue runs one block at a time, so no two threads ever touch them at once, and each block sees
// every earlier block's writes.
public final class Promise<T: Sendable, E: Error>: @unchecked Sendable {
    private let lockQueue = LockQueue()
    /// Once settled: the callbacks still to be handed to their queues, in the order they came.
    private var outbox: [Callback<T, E>] = []
    /// Who hands the outbox out: nobody needs to (`idle`); a job in some thread's line will,
    /// unless another thread takes over first (`waiting`); a thread is (`busy`).
    private var handOut = HandOut.idle
    private var state: State<T, E>
    /// The next callback's token: tokens grow in the order callbacks come.
    private var nextToken = 0

    private enum HandOut { case idle, waiting, busy }

    private init(state: State<T, E>) {
        self.state = state
    }

    /// Releases the callbacks that never heard back one at a time, not one inside another:
    /// each holds the next promise of a chain, whose release would release the next.
    deinit {
        guard case .pending(let callbacks) = state, !callbacks.isEmpty else { return }
        state = .pending(callbacks: [])
        Trampoline.release(consume callbacks)
    }
    // ANCHOR_END: promise

    // ANCHOR: settled
    /// A promise that is already fulfilled with `value`.
    public convenience init(value: T) {
        self.init(state: .fulfilled(value: value))
    }

    /// A promise that is already rejected with `error`.
    public convenience init(error: E) {
        self.init(state: .rejected(error: error))
    }
    // ANCHOR_END: settled

    // ANCHOR: work
    /// A promise of the work's outcome: runs `work` on `queue` at once, handing it the pair that
    /// settles this promise.
    ///
    /// ```swift
    /// Promise<Data, TransportError>(on: network) { future in
    ///     fetch { data in future.fulfill(data) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where the work runs; the global `.userInitiated` queue by default.
    ///   - work: calls `future.fulfill` or `future.reject`, once, now or later.
    public convenience init(
        on queue: any Queue = DispatchQueue.promiseWork,
        _ work: @escaping @Sendable (Future<T, E>) -> Void
    ) {
        self.init(state: .pending(callbacks: []))
        let future = Future<T, E>(fulfill: { self.settle(.success($0)) }, reject: { self.settle(.failure($0)) })
        queue.execute { work(future) }
    }
    // ANCHOR_END: work

    /// A pending promise and the pair that settles it, for code that settles it from outside.
    ///
    /// ```swift
    /// let (promise, future) = Promise<Int, Never>.pending()
    /// promise.then { print($0) }
    /// future.fulfill(3)           // prints 3 on promise.callbacks
    /// ```
    ///
    /// - Returns: the promise, and the pair whose first call settles it.
    public static func pending() -> (promise: Promise<T, E>, future: Future<T, E>) {
        let promise = Promise(state: .pending(callbacks: []))
        let future = Future<T, E>(fulfill: { promise.settle(.success($0)) }, reject: { promise.settle(.failure($0)) })
        return (promise, future)
    }

    // ANCHOR: settle
    /// The one transition: pending to fulfilled or rejected. The first outcome wins.
    private func settle(_ result: Result<T, E>) {
        var startHandOut = false
        lockQueue.sync {
            guard case .pending(let callbacks) = state else { return }
            switch result {
            case .success(let value): state = .fulfilled(value: value)
            case .failure(let error): state = .rejected(error: error)
            }
            outbox = callbacks
            startHandOut = !outbox.isEmpty && claimHandOut()
        }
        // Outside the lock queue: a callback that touches this promise again (an immediate
        // queue runs it right here) would call `lockQueue.sync` from inside the lock queue,
        // which Dispatch stops at once (a trap, not a hang). Inside another callback, on this
        // thread, the hand-out waits for it to return.
        if startHandOut { Trampoline.run { self.handOutCallbacks() } }
    }

    /// Asks for a hand-out, inside the lock queue: `true` if the caller must schedule one. One
    /// already waiting in another thread's line is asked for again, so that whichever line
    /// reaches it first runs it; one under way will reach the new callback by itself.
    private func claimHandOut() -> Bool {
        if handOut == .busy { return false }
        handOut = .waiting
        return true
    }

    /// Hands every callback in the outbox to its queue, in the order they came, and then those
    /// that came while it did: a callback added after settling never overtakes an earlier one.
    /// If another thread started first, it hands out to everyone, and there is nothing to do.
    private func handOutCallbacks() {
        var result: Result<T, E>?
        var next: [Callback<T, E>] = []
        lockQueue.sync {
            guard handOut == .waiting, let outcome = state.outcome else { return }
            handOut = .busy
            result = outcome
            swap(&next, &outbox)
        }
        guard let result else { return }
        while !next.isEmpty {
            for callback in next { callback.call(with: result) }
            next = []
            lockQueue.sync {
                if outbox.isEmpty { handOut = .idle }
                swap(&next, &outbox)
            }
        }
    }
    // ANCHOR_END: settle

    // ANCHOR: add-callback
    /// Keeps the callback while pending; once settled, puts it in the outbox and hands it to
    /// its queue at once, after any callback that came before it.
    ///
    /// - Returns: the token that names the callback, for ``unregister(_:)``.
    @discardableResult
    private func addCallback(_ callback: Callback<T, E>) -> Int {
        var callback = callback
        var startHandOut = false
        lockQueue.sync {
            callback.token = nextToken
            nextToken += 1
            guard case .pending(var callbacks) = state else {
                outbox.append(callback)
                startHandOut = claimHandOut()
                return
            }
            state = .pending(callbacks: [])  // so `callbacks` is the array's only owner: append in place
            callbacks.append(callback)
            state = .pending(callbacks: callbacks)
        }
        if startHandOut { Trampoline.run { self.handOutCallbacks() } }
        return callback.token
    }
    // ANCHOR_END: add-callback

    /// Adds the callbacks, as `observe` does, and returns the token that ``unregister(_:)`` takes
    /// to let them go before they are called: for a waiter that may leave, such as a cancelled `await`.
    package func register(
        on queue: any Queue, fulfilled: @escaping @Sendable (T) -> Void, rejected: @escaping @Sendable (E) -> Void
    ) -> Int {
        addCallback(Callback(queue: queue, fulfilled: fulfilled, rejected: rejected))
    }

    /// Lets go of the callback that `token` names while the promise is pending: a waiter that
    /// leaves is then held no longer. Once settled, the callback is on its way to its queue.
    package func unregister(_ token: Int) {
        var removed: Callback<T, E>?
        lockQueue.sync {
            guard case .pending(var callbacks) = state, let index = callbacks.firstIndex(where: { $0.token == token })
            else { return }
            state = .pending(callbacks: [])  // so `callbacks` is the array's only owner: remove in place
            removed = callbacks.remove(at: index)
            state = .pending(callbacks: callbacks)
        }
        // Released only now, outside the lock queue: its release may run a deinit that settles or
        // observes this promise, and `sync` from inside the lock queue traps.
        withExtendedLifetime(removed) {}
    }

    // ANCHOR: observe
    /// Calls `fulfilled` with the value or `rejected` with the error, once, on `queue`: the
    /// primitive every operator is built on (the post's private `then(on:_:_:)`).
    ///
    /// ```swift
    /// promise.observe(on: main, fulfilled: { show($0) }, rejected: { alert($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - queue: where the chosen closure runs; ``Dispatch/DispatchQueue/promiseCallbacks`` by default.
    ///   - fulfilled: called with the value if the promise is fulfilled.
    ///   - rejected: called with the error if it is rejected.
    /// - Note: Callbacks are handed to their queues in the order the lock queue let them in,
    ///   before or after the promise settles, whatever thread adds them; on one serial queue they
    ///   run in that order too.
    public func observe(
        on queue: any Queue = DispatchQueue.promiseCallbacks,
        fulfilled: @escaping @Sendable (T) -> Void,
        rejected: @escaping @Sendable (E) -> Void
    ) {
        addCallback(Callback(queue: queue, fulfilled: fulfilled, rejected: rejected))
    }
    // ANCHOR_END: observe

    /// How many callbacks are held, waiting or not yet handed to their queues: for the tests.
    package var callbackCount: Int {
        var count = 0
        lockQueue.sync {
            if case .pending(let callbacks) = state { count = callbacks.count }
            count += outbox.count
        }
        return count
    }
}
