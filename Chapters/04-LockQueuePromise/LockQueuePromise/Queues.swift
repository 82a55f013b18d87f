import Dispatch
// The project's one lock: its schedule points let a law race threads on purpose.
import Locking

/// Somewhere to run work. A promise runs its work, and each callback, on the queue it is given.
///
/// ```swift
/// let parsing = DispatchQueue(label: "parsing")
/// promise.then(on: parsing) { data in data.count }   // the closure runs on `parsing`
/// ```
///
/// - Note: The post's protocol, made `Sendable`: a queue is handed from thread to thread with
///   the callbacks that use it.
// ANCHOR: queue
public protocol Queue: Sendable {
    /// Runs `work` on this queue, now or later.
    func execute(_ work: @escaping @Sendable () -> Void)
}

extension DispatchQueue: Queue {
    /// Runs `work` asynchronously on this Dispatch queue.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        async(execute: work)
    }
}
// ANCHOR_END: queue

// ANCHOR: default-queues
extension DispatchQueue {
    /// Where callbacks run when no queue is named: a serial queue of the library's own.
    ///
    /// ```swift
    /// promise.then { print($0) }   // prints on promise.callbacks, one callback at a time
    /// ```
    ///
    /// - Note: The post's default was `DispatchQueue.main`. The main queue runs work only while
    ///   something drains it (an app's run loop, `dispatchMain()`, or the main thread of a Swift
    ///   program suspended at a top-level `await`); a command-line program whose main thread
    ///   blocks waiting for a result never sees the callback. This queue is serial like the main
    ///   queue, so callbacks still run one at a time, and it needs nothing to drive it.
    public static let promiseCallbacks = DispatchQueue(label: "promise.callbacks")

    /// Where `Promise(on:_:)` runs its work when no queue is named: the post's choice, the
    /// global queue at `.userInitiated`.
    public static var promiseWork: DispatchQueue { .global(qos: .userInitiated) }
}
// ANCHOR_END: default-queues

// MARK: - ImmediateQueue

/// A queue that runs work at once, on the calling thread.
///
/// ```swift
/// let promise = Promise<Int, Never>(value: 1)
/// promise.then(on: ImmediateQueue()) { print($0) }   // prints 1 before `then` returns
/// ```
///
/// - Note: For tests and for forwarding: a callback on it runs synchronously when the promise
///   is already settled, and on the settling thread otherwise.
// ANCHOR: immediate
public struct ImmediateQueue: Queue {
    /// An immediate queue.
    public init() {}

    /// Runs `work` now.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        work()
    }
}
// ANCHOR_END: immediate

// MARK: - ManualQueue

/// A queue that holds its work until a test runs it, so a test decides exactly when each
/// callback happens.
///
/// ```swift
/// let queue = ManualQueue()
/// Promise<Int, Never>(value: 1).then(on: queue) { print($0) }
/// queue.count       // 1: nothing printed yet
/// queue.runAll()    // prints 1
/// ```
///
/// - Note: Honestly `Sendable`: the waiting work sits in a `Locked`, and runs outside it, so
///   work that schedules more work on the same queue does not deadlock.
// ANCHOR: manual
public final class ManualQueue: Queue {
    private let waiting = Locked<[@Sendable () -> Void]>([])

    /// An empty manual queue.
    public init() {}

    /// Holds `work` until ``runNext()`` or ``runAll()``.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        waiting.withLock { $0.append(work) }
    }

    /// How many pieces of work are waiting.
    public var count: Int { waiting.withLock { $0.count } }

    /// Runs the oldest waiting work, if any.
    ///
    /// - Returns: whether there was any.
    @discardableResult
    public func runNext() -> Bool {
        let next = waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        next?()
        return next != nil
    }

    /// Runs waiting work, oldest first, until none is left, including work added meanwhile.
    ///
    /// - Returns: how many pieces of work ran.
    @discardableResult
    public func runAll() -> Int {
        var ran = 0
        while runNext() { ran += 1 }
        return ran
    }
}
// ANCHOR_END: manual
