import Dispatch
// The project's one lock (its schedule points let a law race threads on purpose) and the
// trampoline chapters 3 and 4 share.
import Locking

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
///   to keep it closed. Its state is guarded by its lock queue, the post's idea.
///   How a settled promise hands its callbacks to their queues is in HandOut.swift.
// ANCHOR: promise
// @unchecked Sendable: `outbox`, `handOut`, `state` and `nextToken` are the only mutable storage, and they
// are read and written only inside `lockQueue.sync`, here and in HandOut.swift (or in `deinit`, when no one
// else can). The lock queue runs one block at a time, so no two threads ever touch them at once, and each
// block sees every earlier block's writes.
public final class Promise<T: Sendable, E: Error>: @unchecked Sendable {
    let lockQueue = LockQueue()
    // Unchecked: the lock queue already lets one access in at a time; Swift's run-time check cost time.
    /// Once settled: the callbacks still to be handed to their queues, in the order they came.
    /// Arrays of callbacks are asked `count == 0`, not `isEmpty`: `isEmpty` is `Collection`'s,
    /// which code generic over `T` and `E` looks up at run time on every call.
    @exclusivity(unchecked) var outbox: [Callback<T, E>] = []
    var handOut = HandOut.idle
    @exclusivity(unchecked) var state: State<T, E>
    /// The next callback's token: tokens grow in the order callbacks come.
    var nextToken = 0

    /// Who hands the outbox out: nobody needs to (`idle`); a job in some thread's line will,
    /// unless another thread takes over first (`waiting`); a thread is (`busy`). Only a settled
    /// promise leaves `idle`, and it is `idle` again once every callback has been handed out.
    enum HandOut { case idle, waiting, busy }

    private init(state: State<T, E>) {
        self.state = state
    }

    /// Releases the callbacks that never heard back one at a time, not one inside another:
    /// each holds the next promise of a chain, whose release would release the next.
    deinit {
        lockQueue.destroy()
        guard case .pending(let callbacks) = state, callbacks.count != 0 else { return }
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

    /// Settles `future` with this promise's outcome: at once if there is one, otherwise when it
    /// comes. What an operator does with the promise its closure returned (`map`, and chapter 5's
    /// `flatMap` and `recover`).
    ///
    /// ```swift
    /// let (next, future) = Promise<User, RepositoryError>.pending()
    /// repository.user(id: 3).forward(to: future)   // next settles as the user's promise does
    /// ```
    ///
    /// - Parameter future: the pair that settles the promise that waits for this one.
    /// - Note: The same as `observe(on: ImmediateQueue(), …)` with `future`'s pair, for less: a
    ///   settled promise is read, one look inside its lock queue, instead of observed. Forwarding
    ///   needs no queue of its own either way: `future`'s promise hands its callbacks to their
    ///   own queues when it settles.
    // ANCHOR: forward
    public func forward(to future: Future<T, E>) {
        var outcome: Result<T, E>?
        lockQueue.sync { outcome = state.outcome }
        if let outcome { return future.resolve(outcome) }
        observe(on: ImmediateQueue(), fulfilled: future.fulfill, rejected: future.reject)
    }
    // ANCHOR_END: forward

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

// MARK: - State

/// Where a promise is in its life. It starts `pending` and changes once, to `fulfilled` or
/// `rejected`; after that it never changes again.
///
/// - Note: The post's first version declared `case pending()`, an empty payload Swift no longer
///   accepts, and later spelt the label `future:` in the enum and `futures:` where it was used.
// ANCHOR: state
enum State<Value: Sendable, E: Error> {
    /// Waiting for the work; holds the callbacks to call when it ends.
    /// Becomes `fulfilled` or `rejected`, once.
    case pending(callbacks: [Callback<Value, E>])
    /// The work ended with a value. Final.
    case fulfilled(value: Value)
    /// The work ended with an error. Final.
    case rejected(error: E)
}
// ANCHOR_END: state

extension State {
    /// The outcome, once there is one.
    var outcome: Result<Value, E>? {
        switch self {
        case .pending: nil
        case .fulfilled(let value): .success(value)
        case .rejected(let error): .failure(error)
        }
    }
}

// MARK: - Callback

/// A callback waiting in `.pending`: what to do with either outcome, and the queue to do it on.
///
/// - Note: The post first kept the fulfil/reject pair and the queue in one `Future`, then split
///   them: the `Future` is what the work is handed, a `Callback` is what an observer leaves.
// ANCHOR: callback
struct Callback<T: Sendable, E: Error>: Sendable {
    let queue: any Queue
    let fulfilled: @Sendable (T) -> Void
    let rejected: @Sendable (E) -> Void
    /// Names it while it waits, for `Promise.unregister(_:)`: the promise gives it one when it is added.
    var token = 0

    /// Hands the outcome to the right closure, on the callback's queue.
    func call(with result: Result<T, E>) {
        // An immediate queue would run the closure at once: run it, without making one.
        if queue is ImmediateQueue {
            switch result {
            case .success(let value): fulfilled(value)
            case .failure(let error): rejected(error)
            }
            return
        }
        switch result {
        case .success(let value): queue.execute { fulfilled(value) }
        case .failure(let error): queue.execute { rejected(error) }
        }
    }
}
// ANCHOR_END: callback

// MARK: - Future

/// The fulfil/reject pair a promise's work is handed: call one of them, once, when the work ends.
///
/// ```swift
/// let answer = Promise<Int, MyError> { future in
///     future.fulfill(42)   // or future.reject(.notFound)
/// }
/// ```
///
/// - Note: The post's name and shape, spelt `fulfill` throughout (the post's first version
///   wrote `fullfill` for the property and `fulfill` where it was called). Only the first call
///   counts: the promise ignores every later one.
// ANCHOR: future
public struct Future<T: Sendable, E: Error>: Sendable {
    /// Ends the work with a value.
    public let fulfill: @Sendable (T) -> Void
    /// Ends the work with an error.
    public let reject: @Sendable (E) -> Void

    /// A pair that ends a promise's work; the promise makes it, a test may make its own.
    public init(fulfill: @escaping @Sendable (T) -> Void, reject: @escaping @Sendable (E) -> Void) {
        self.fulfill = fulfill
        self.reject = reject
    }

    /// Ends the work with a `Result`: `fulfill` for a success, `reject` for a failure.
    public func resolve(_ result: Result<T, E>) {
        switch result {
        case .success(let value): fulfill(value)
        case .failure(let error): reject(error)
        }
    }
}
// ANCHOR_END: future

// MARK: - Lock queue

/// The promise's lock queue: `sync` runs one block at a time, on the calling thread, after every
/// block that came before it, which is what makes it a lock. The post built it on a private
/// serial `DispatchQueue` (``DispatchLockQueue``, below); a `DispatchQueue` used only through
/// `sync` is a lock, so this one is built on the project's lock, a pthread mutex, which does the
/// same for a fraction of the cost (Book/04-lock-queue-promise-under-the-hood.md, "What
/// the lock queue costs"). Around each `sync` the lock passes a schedule point (the project's
/// `Interleaving`), where a law that races threads on a seeded schedule may let another thread
/// in first, exactly as chapter 3's lock does.
///
/// ```swift
/// let lockQueue = LockQueue()
/// lockQueue.sync { state = next }   // one block at a time, whatever the thread
/// ```
///
/// - Note: A `sync` inside its own `sync` stops the program, as Dispatch stops the post's: the
///   lock is a checked one (`Lock.checked()`), not one that waits for itself for ever.
// ANCHOR: lock-queue
package struct LockQueue {
    private let lock = Lock.checked()

    package init() {}

    /// Runs `work` alone, on the calling thread, after every block that came before it.
    @inline(__always) package func sync(execute work: () -> Void) {
        lock.lock()
        work()
        lock.unlock()
    }

    /// Ends the lock's life: once, from the promise's `deinit`.
    package func destroy() { lock.destroy() }
}
// ANCHOR_END: lock-queue

/// The post's lock queue: a private serial `DispatchQueue`, one per promise, whose `sync` runs
/// one block at a time. The promise does not use it (``LockQueue`` does the same for less);
/// it is kept, with the same schedule points, for the benchmark's measure of the two
/// (`swift run -c release benchmark --lock-cost`) and for exercise 4.4, which puts it back.
// ANCHOR: dispatch-lock-queue
package struct DispatchLockQueue {
    private let queue = DispatchQueue(label: "promise.lock.queue", qos: .userInitiated)

    package init() {}

    /// Tells this lock queue apart from others in a law's report of a race: the queue's address.
    private var identity: UInt { UInt(bitPattern: ObjectIdentifier(queue)) }

    /// Runs `work` alone, on the calling thread, after every block that came before it.
    @inline(__always) package func sync(execute work: () -> Void) {
        Interleaving.acquiring(identity)
        queue.sync(execute: work)
        Interleaving.released(identity)
    }
}
// ANCHOR_END: dispatch-lock-queue
