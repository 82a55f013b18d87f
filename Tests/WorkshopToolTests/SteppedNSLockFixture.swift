import ExerciseKit

// An answer that takes the exercises' NSLock by hand, as most do, and no other lock: compiled and
// never run, in a file of its own, so that nothing else in it counts as a lock.

/// `lock()` and `unlock()` on a stored stand-in for `NSLock`, as an answer keeps it.
final class SteppedNSLockFixture: Sendable {
    private let lock = SteppedNSLock()

    func byHand() {
        lock.lock()
        lock.unlock()
    }
}
