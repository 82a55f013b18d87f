import Dispatch

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
