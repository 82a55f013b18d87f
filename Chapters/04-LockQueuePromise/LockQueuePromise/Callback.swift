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
        switch result {
        case .success(let value): queue.execute { fulfilled(value) }
        case .failure(let error): queue.execute { rejected(error) }
        }
    }
}
// ANCHOR_END: callback
