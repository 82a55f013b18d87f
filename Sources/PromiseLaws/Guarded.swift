@_exported import Locking

/// The harness's name for the project's one lock around a value (``Locked``, in Sources/Locking):
/// the lock the chapters' tests keep their bookkeeping in.
///
/// ```swift
/// let seen = Guarded([Int]())
/// seen.withLock { $0.append(3) }
/// ```
///
/// - Note: The harness's own bookkeeping (what a side delivered, its effects) is made with
///   `schedulePoints: false`: recording a delivery is not a step of the race a law is running.
public typealias Guarded = Locked
