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
