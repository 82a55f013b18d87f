import ExerciseKit
import Locking

/// Exercise 3.7: be the scheduler. The post's promise, with each property read and written
/// under a lock (the first repair most of us try), can still call a callback twice. Write the
/// schedule on which it does, in the notation a law's report prints (`t1 to step 3, t2, t1`:
/// t1 runs until it reaches step 3, then t2 runs to its end, then t1 runs to its end).
///
/// The check races two threads on your schedule and counts the callback's calls:
///
/// ```swift
/// t1:  Interleaving.action("settle(1)"); promise.resolve(value: 1)
/// t2:  Interleaving.action("observe");   promise.observe { _ in calls += 1 }
/// ```
///
/// Each thread's first step is its action; every other step is one of the promise's two locks,
/// about to be taken (`lock A`, `lock B` in the race table the check prints, in the order they
/// are first taken). Start with `t1, t2` and read the table.
///
/// Checked by: `swift run workshop check 3.7` (your schedule replayed: the race's table, and how
/// many times the callback was called).
/// Hint and solution: Book/03-observer-future-under-the-hood.md, "Exercises".
public var scheduleThatCallsTwice: String {
    notStarted("3.7", "t1, t2")  // ← replace "t1, t2" with your schedule
}

/// The promise the check races, as it is here: change only the schedule above.
public final class PostPromiseLockedPerProperty: Sendable {
    private let callbacks = Locked<[@Sendable (Int) -> Void]>([])
    private let result = Locked<Int?>(nil)

    public init() {}

    public func observe(_ callback: @escaping @Sendable (Int) -> Void) {
        callbacks.withLock { $0.append(callback) }
        if let value = result.withLock({ $0 }) { callback(value) }
    }

    public func resolve(value: Int) {
        result.withLock { $0 = value }
        for callback in callbacks.withLock({ $0 }) { callback(value) }
    }
}
