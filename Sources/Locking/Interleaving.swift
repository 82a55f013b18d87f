import Synchronization

/// Schedule points: the places where a law's schedule may let another thread in. ``Lock``
/// passes one before it takes its mutex and one after it gives it back; chapter 4's lock queue
/// passes the same two around each `sync`. A law that races threads runs them one at a time on
/// the harness's `Scheduler` (Sources/PromiseLaws), the other half of this mechanism, and at
/// each point before a lock is taken its schedule says which thread goes on, so one schedule
/// gives one interleaving, every time. (The point after a lock is given back keeps the count of
/// locks held, and serves schedulers of other kinds, like exercise 4.2's.)
///
/// ```swift
/// Interleaving.acquiring(id)     // another thread may run here first
/// queue.sync { state = next }    // no point inside: a critical section runs whole
/// Interleaving.released(id)      // and here
/// ```
///
/// - Note: When no schedule runs, which is always outside a law's check, a point is one relaxed
///   load of a counter that is zero (the costs chapter measures it). A point inside a critical
///   section (a lock taken while another is held) is skipped: the section runs whole, so a
///   switch never leaves a thread waiting for a lock that a parked thread holds.
public enum Interleaving {
    /// What a thread is doing when it reaches a point.
    public enum Point: Sendable, Equatable {
        /// About to take the lock with this identity (its address).
        case acquire(lock: UInt)
        /// Has just given that lock back.
        case release(lock: UInt)
        /// About to do something a report names: `settle(3)`, `observe`.
        case action(String)
    }

    /// The other half of a schedule point: what runs a law's race (the harness's `Scheduler`),
    /// deciding at each point which of its threads goes on. `reached` is called on the thread
    /// that reached the point, and returns when that thread may go on.
    public protocol Scheduler: AnyObject, Sendable {
        /// Thread `thread` of the schedule has reached `point`.
        func reached(_ point: Point, thread: Int)
    }

    /// How many schedules are running in this process: while none is, a point does nothing else.
    @usableFromInline static let schedules = Atomic<Int>(0)

    /// Passes the point before taking a lock; `lock` tells the lock apart in a report.
    ///
    /// - Note: `lock` is only worked out while a schedule runs: outside a law's check the point
    ///   costs one load and a branch, whatever it takes to name the lock.
    @inlinable public static func acquiring(_ lock: @autoclosure () -> UInt) {
        if schedules.load(ordering: .relaxed) != 0 { reach(.acquire(lock: lock())) }
    }

    /// Passes the point after giving a lock back.
    @inlinable public static func released(_ lock: @autoclosure () -> UInt) {
        if schedules.load(ordering: .relaxed) != 0 { reach(.release(lock: lock())) }
    }

    /// Passes a point that a report names: a step of a law's own thread (`settle(3)`).
    public static func action(_ name: @autoclosure () -> String) {
        if schedules.load(ordering: .relaxed) != 0 { reach(.action(name())) }
    }

    /// Runs `body` whole: no point inside it lets another thread in, as inside a critical
    /// section. For code that runs inside a lock the schedule cannot see (the runtime runs a
    /// task's cancellation handler holding the task's own lock): a thread parked there would
    /// stop every thread that needs that lock, and the schedule with it.
    public static func whole<R>(_ body: () throws -> R) rethrows -> R {
        guard schedules.load(ordering: .relaxed) != 0, let member = current else { return try body() }
        member.depth += 1
        defer { member.depth -= 1 }
        return try body()
    }

    /// Runs `body` on this thread as thread `thread` of `scheduler`'s schedule: every point it
    /// passes is the scheduler's to decide. Called by the harness, on each of a law's threads.
    public static func join(_ scheduler: any Scheduler, as thread: Int, _ body: () -> Void) {
        let member = Member(scheduler: scheduler, thread: thread)
        schedules.add(1, ordering: .relaxed)
        members.value = member
        defer {
            members.value = nil
            schedules.subtract(1, ordering: .relaxed)
        }
        body()
    }

    @usableFromInline static func reach(_ point: Point) {
        guard let member = current else { return }
        switch point {
        case .acquire:
            // The point comes before the lock is taken; after it, the thread is inside.
            if member.depth == 0 { member.scheduler.reached(point, thread: member.thread) }
            member.depth += 1
        case .release:
            member.depth -= 1
            if member.depth == 0 { member.scheduler.reached(point, thread: member.thread) }
        case .action:
            if member.depth == 0 { member.scheduler.reached(point, thread: member.thread) }
        }
    }

    /// The schedule this thread belongs to, if it belongs to one.
    private static var current: Member? { members.value }

    /// The thread-local slot that says which schedule, if any, a thread belongs to.
    private static let members = ThreadLocal<Member>()

    /// One thread's place in a schedule.
    // @unchecked Sendable: a member is reached only through its own thread's thread-local slot;
    // `depth` is read and written by that thread alone.
    private final class Member: @unchecked Sendable {
        let scheduler: any Scheduler
        let thread: Int
        var depth = 0

        init(scheduler: any Scheduler, thread: Int) {
            self.scheduler = scheduler
            self.thread = thread
        }
    }
}
