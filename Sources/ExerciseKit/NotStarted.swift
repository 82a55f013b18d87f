import Locking

/// The line an exercise starts with, and the one the learner replaces: it hands back a
/// placeholder that compiles and is wrong, and notes that the exercise has not been started,
/// so that the tests can say "not started" instead of failing.
///
/// ```swift
/// public func memoized() -> Promise<T> {
///     notStarted("1.1", self)   // ← replace this line with your code
/// }
/// ```
///
/// - Parameters:
///   - exercise: the exercise's number, as the book gives it: `"1.1"`.
///   - placeholder: what to return until then; the checks will find it wrong.
/// - Returns: `placeholder`.
package func notStarted<Value>(_ exercise: String, _ placeholder: Value) -> Value {
    ExerciseProgress.reached(exercise)
    return placeholder
}

/// Which exercises' `notStarted` lines have run, so far, in this process.
package enum ExerciseProgress {
    private static let untouched = Locked<Set<String>>([])

    /// Notes that exercise `id` ran its `notStarted` line.
    static func reached(_ id: String) {
        _ = untouched.withLock { $0.insert(id) }
    }

    /// Whether exercise `id` has run its `notStarted` line: the learner has not replaced it yet.
    package static func isNotStarted(_ id: String) -> Bool {
        untouched.withLock { $0.contains(id) }
    }
}
