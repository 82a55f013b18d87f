import Foundation
import Locking

// The locks an answer reaches for, as the exercises' modules see them. The checks' schedules
// switch threads only where the project's `Lock` is taken, so each chapter's exercises module
// names these `NSLock` and `Mutex` (its `Locks.swift`), hiding Foundation's and
// Synchronization's there and nowhere else: an answer behind either is raced like one behind a
// `Locked`, and a look in one critical section and an act in another is caught the same way.

/// Foundation's `NSLock`, for an exercise's answer: the calls the exercises need (`lock`, `unlock`,
/// `withLock`), on the project's `Lock`.
///
/// ```swift
/// let lock = NSLock()        // in an exercise's file: this one
/// lock.withLock { count += 1 }
/// ```
// @unchecked Sendable: a mutex exists to be shared between threads, and `mutex` never changes.
public final class SteppedNSLock: NSLocking, @unchecked Sendable {
    private let mutex = Lock()

    /// A name, as `NSLock` has one; nothing reads it.
    public var name: String?

    public init() {}

    deinit { mutex.destroy() }

    /// Waits until no other thread holds the lock, then holds it: a point where a check's
    /// schedule may switch threads.
    public func lock() { mutex.lock() }

    /// Lets the next waiting thread in.
    public func unlock() { mutex.unlock() }

    /// Runs `body` with the lock held.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Synchronization's `Mutex`, for an exercise's answer: `Mutex(value)` and `withLock`, on the
/// project's `Lock`.
///
/// ```swift
/// let state = Mutex(0)       // in an exercise's file: this one
/// state.withLock { $0 += 1 }
/// ```
// @unchecked Sendable: `value` is read and written only inside `withLock`, with `mutex` held.
public final class SteppedMutex<Value>: @unchecked Sendable {
    private let mutex = Lock()
    private var value: Value

    /// Guards `initialValue` from now on.
    public init(_ initialValue: Value) { value = initialValue }

    deinit { mutex.destroy() }

    /// Runs `body` on the value with the lock held: a point where a check's schedule may
    /// switch threads.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
