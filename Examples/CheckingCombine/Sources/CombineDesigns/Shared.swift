// ANCHOR: shared
/// A value of a type that is safe to share between threads but was written before Swift 6
/// said so.
public struct Shared<Value>: @unchecked Sendable {
    // Unchecked: safe only as far as `Value` locks its own state, as Combine's publishers and
    // subscriptions do (OpenCombine's each with a lock of its own). The adapter's author vouches
    // for that; the laws run on real threads, and the thread sanitizer, look for where it is not so.
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
// ANCHOR_END: shared
