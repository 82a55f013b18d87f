import Dispatch
// The project's one lock: its schedule points let a law race threads on purpose.
import Locking

/// The post's lock queue: a private serial queue whose `sync` runs one block at a time, which
/// is what makes it a lock. It is a `DispatchQueue`, with one thing added on each side of `sync`:
/// a schedule point (the project's `Interleaving`), the place where a law that races threads on
/// a seeded schedule may let another thread in first, exactly as chapter 3's lock does.
///
/// ```swift
/// let lockQueue = LockQueue()
/// lockQueue.sync { state = next }   // one block at a time, whatever the thread
/// ```
///
/// - Note: Outside a law's check a point is one relaxed load of a counter that is zero, and a
///   branch not taken. Two of them on every `sync`, several a step: the costs chapter measured
///   1 to 3 % on chapter 4's steps ("Schedule points, when no law runs").
// ANCHOR: lock-queue
struct LockQueue {
    private let queue = DispatchQueue(label: "promise.lock.queue", qos: .userInitiated)

    /// Tells this lock queue apart from others in a law's report of a race: the queue's address.
    /// Not its `hashValue`, which runs a hash function on every `sync`, schedule or not.
    private var identity: UInt { UInt(bitPattern: ObjectIdentifier(queue)) }

    /// Runs `work` alone, on the calling thread, after every block that came before it.
    @inline(__always) func sync(execute work: () -> Void) {
        Interleaving.acquiring(identity)
        queue.sync(execute: work)
        Interleaving.released(identity)
    }
}
// ANCHOR_END: lock-queue
