import Dispatch
import Foundation
import Locking

// The locks an answer reaches for, as the exercises' modules see them. The checks' schedules
// switch threads only where a lock passes a schedule point (`Interleaving`), so each chapter's
// exercises module names these `NSLock`, `NSRecursiveLock` and `Mutex` (its `Locks.swift`), and
// chapter 4's names one `DispatchQueue` too, hiding Foundation's, Synchronization's and
// Dispatch's there and nowhere else: an answer behind one is raced like one behind a `Locked`,
// and a look in one critical section and an act in another is caught the same way. What an
// answer's compiled code calls decides which locks it takes (TestSupport's `AnswerLocks`), so a
// lock these do not stand in for, however it is spelled, is named in the verdict.

/// Foundation's `NSLock`, for an exercise's answer: the calls the exercises need (`lock`, `unlock`,
/// `withLock`), on the project's `Lock`.
///
/// ```swift
/// let lock = NSLock()        // in an exercise's file: this one
/// lock.withLock { count += 1 }
/// ```
// @unchecked Sendable: a mutex exists to be shared between threads, and `mutex` never changes.
public class SteppedNSLock: NSLocking, @unchecked Sendable {
    private let mutex: Lock

    /// A name, as `NSLock` has one; nothing reads it.
    public var name: String?

    public convenience init() { self.init(mutex: Lock()) }

    init(mutex: Lock) { self.mutex = mutex }

    deinit { mutex.destroy() }

    /// Waits until no other thread holds the lock, then holds it: a point where a check's
    /// schedule may switch threads. Not from async code, as Foundation's on a Mac.
    /// Final, as `unlock` and `withLock` are: a call then names this method in the answer's
    /// compiled code, where the exercises' checks look for it (a class method that could be
    /// overridden is called through the class's table, by no name).
    @available(*, noasync, message: "Use async-safe scoped locking instead")
    public final func lock() { mutex.lock() }

    /// Lets the next waiting thread in.
    @available(*, noasync, message: "Use async-safe scoped locking instead")
    public final func unlock() { mutex.unlock() }

    /// Runs `body` with the lock held.
    public final func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
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

/// Foundation's `NSRecursiveLock`, for an exercise's answer: the same calls as `NSLock`'s, on
/// a recursive `Lock`, which the thread holding it may take again.
///
/// ```swift
/// let lock = NSRecursiveLock()   // in an exercise's file: this one
/// lock.withLock { lock.withLock { count += 1 } }
/// ```
// @unchecked Sendable: as `SteppedNSLock`'s; it adds nothing.
public final class SteppedNSRecursiveLock: SteppedNSLock, @unchecked Sendable {
    public convenience init() { self.init(mutex: .recursive()) }
}

/// Dispatch's `DispatchQueue`, for chapter 4's exercises, where a private serial queue's `sync`
/// is the chapter's own lock: the same queue, with a schedule point before each `sync` and one
/// after it, as the chapter's `LockQueue` has.
///
/// ```swift
/// let queue = DispatchQueue(label: "zip")   // in chapter 4's exercises: this one
/// queue.sync { slots.first = value }        // a block at a time, and a point on each side
/// queue.async { print("later") }
/// ```
///
/// - Note: Everything else is Dispatch's own, passed through: `async`, `asyncAfter`, `global`,
///   `main`, `concurrentPerform`. `dispatchQueue` is the queue underneath, for a call that needs
///   Dispatch's type itself.
public final class SteppedDispatchQueue: Sendable {
    /// The Dispatch queue underneath.
    public let dispatchQueue: Dispatch.DispatchQueue

    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// A new queue, as `DispatchQueue(label:)` makes one: serial unless `attributes` say otherwise.
    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: Dispatch.DispatchQueue? = nil
    ) {
        dispatchQueue = Dispatch.DispatchQueue(
            label: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency, target: target)
    }

    /// `queue`, with schedule points around its `sync`.
    public init(wrapping queue: Dispatch.DispatchQueue) { dispatchQueue = queue }

    /// The main queue.
    public static var main: SteppedDispatchQueue { SteppedDispatchQueue(wrapping: .main) }

    /// One of Dispatch's global concurrent queues.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> SteppedDispatchQueue {
        SteppedDispatchQueue(wrapping: .global(qos: qos))
    }

    /// The label it was made with.
    public var label: String { dispatchQueue.label }

    /// Runs `work` on the calling thread after every block before it, and returns its result:
    /// a point where a check's schedule may switch threads before, and one after.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        Interleaving.acquiring(identity)
        defer { Interleaving.released(identity) }
        return try dispatchQueue.sync(execute: work)
    }

    /// `sync` with Dispatch's flags (`.barrier` on a concurrent queue).
    public func sync<T>(flags: DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T {
        Interleaving.acquiring(identity)
        defer { Interleaving.released(identity) }
        return try dispatchQueue.sync(flags: flags, execute: work)
    }

    /// Runs `work` on this queue later.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        dispatchQueue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` on this queue at `deadline` or soon after.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        dispatchQueue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` on this queue at the wall-clock `wallDeadline` or soon after.
    public func asyncAfter(
        wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        dispatchQueue.asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` on this queue later: the `Queue` protocol's call, for chapter 4.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        dispatchQueue.async(execute: work)
    }

    /// Runs `work` `iterations` times at once on Dispatch's threads, and returns when all are done.
    public static func concurrentPerform(iterations: Int, execute work: @Sendable (Int) -> Void) {
        Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }

    /// Tells this queue apart in a report of a race: the queue's address.
    private var identity: UInt { UInt(bitPattern: ObjectIdentifier(dispatchQueue)) }
}
