import Dispatch

/// A value each Dispatch queue can carry, read by whatever job that queue runs: how a callback
/// tells which queue it was called on.
///
/// ```swift
/// let name = QueueLocal<String>()
/// let queue = DispatchQueue(label: "work")
/// name.set("work", on: queue)
/// queue.async { print(name.current ?? "?") }   // work
/// name.current                                 // nil on a queue that carries none
/// ```
///
/// - Note: A `DispatchSpecificKey` is what it wraps. A static `let` must be `Sendable` in
///   Swift 6, and the key's class became `Sendable` on Linux only with Swift 6.2, so a key kept
///   in a static `let` does not compile with Swift 6.0 or 6.1; this struct compiles with all.
// @unchecked Sendable: the key never changes after `init` and is only ever handed to Dispatch,
// which uses it as an address; the values it carries are Sendable.
public struct QueueLocal<Value: Sendable>: @unchecked Sendable {
    private let key = DispatchSpecificKey<Value>()

    /// A new slot, empty on every queue.
    public init() {}

    /// Makes `queue` carry `value`, for the jobs it runs from now on.
    public func set(_ value: Value, on queue: DispatchQueue) {
        queue.setSpecific(key: key, value: value)
    }

    /// The value the queue running the caller carries, if any.
    public var current: Value? { DispatchQueue.getSpecific(key: key) }
}
