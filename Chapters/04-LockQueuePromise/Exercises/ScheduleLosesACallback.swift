import ExerciseKit
import Locking

/// Exercise 4.7: be the scheduler, again. `TellsFirstPromise` below takes its waiting callbacks
/// in one locked block, calls them, and stores its value in another: a callback added between
/// the two blocks finds the promise still pending and waits in a list nobody reads again. Write
/// the schedule on which the callback is never called, in the notation a law's report prints
/// (`t1 to step 3, t2, t1`: t1 runs until it reaches step 3, then t2 runs to its end, then t1).
///
/// The check races two threads on your schedule and counts the callback's calls:
///
/// ```swift
/// t1:  Interleaving.action("fulfill(1)"); promise.fulfill(1)
/// t2:  Interleaving.action("then");       promise.then { _ in calls += 1 }
/// ```
///
/// Each thread's first step is its action; every other step is the promise's lock, about to be
/// taken (`lock A` in the race table the check prints). Start with `t1, t2` and read the table.
///
/// Checked by: `swift run workshop check 4.7` (your schedule replayed: the race's table, and how
/// many times the callback was called).
/// Hint and solution: Book/04-lock-queue-promise-under-the-hood.md, "Exercises".
public var scheduleThatLosesACallback: String {
    notStarted("4.7", "t1, t2")  // ← replace "t1, t2" with your schedule
}

/// The promise the check races, as it is here: change only the schedule above. Its state sits
/// behind one lock, a `Locked`, where the schedules step in as they do at the lock queue.
public final class TellsFirstPromise: Sendable {
    private enum State {
        case pending([@Sendable (Int) -> Void])
        case fulfilled(Int)
    }

    private let state = Locked(State.pending([]))

    public init() {}

    public func then(_ callback: @escaping @Sendable (Int) -> Void) {
        let value = state.withLock { state -> Int? in
            switch state {
            case .pending(let callbacks):
                state = .pending(callbacks + [callback])
                return nil
            case .fulfilled(let value):
                return value
            }
        }
        if let value { callback(value) }
    }

    public func fulfill(_ value: Int) {
        let waiting = state.withLock { state -> [@Sendable (Int) -> Void] in
            guard case .pending(let callbacks) = state else { return [] }
            state = .pending([])
            return callbacks
        }
        for callback in waiting { callback(value) }
        state.withLock { $0 = .fulfilled(value) }
    }
}
