import ExerciseKit
import Locking
import ResultPromise

extension Promise {
    /// Exercise 2.2: two lookups at once. Running the pair runs both operations at once (this
    /// one first, then `other`, whatever the first one does) and delivers both values once
    /// both have arrived, or the first failure as soon as it arrives: once, whatever comes
    /// after it. Nothing runs until `run`; each run runs both again.
    ///
    /// ```swift
    /// let rock = ITunes.artistName(id: "909253", genre: "Rock", session: session)
    /// let pop = ITunes.artistName(id: "312015", genre: "Pop", session: session)
    /// rock.zip(pop).run(success: { print($0) }, failure: { print($0) })   // ("Harbor Lanterns", "Velvet Orbit")
    /// ```
    ///
    /// The two operations may call back on two threads at the same moment, so where their
    /// outcomes meet goes in a `Locked` (`let meeting = Locked(…)`, then `meeting.withLock { … }`),
    /// one per run: the checks complete both at once, on schedules that step in at its lock.
    ///
    /// Checked by: `swift run workshop check 2.2` (laws for the pair, for laziness and for both
    /// completing at once, through the harness, and both operations started before either ends).
    /// Hint and solution: Book/02-result-chaining.md, "Exercises".
    public func zip<U>(_ other: Promise<U, E>) -> Promise<(T, U), E> {
        notStarted("2.2", Promise<(T, U), E> { _ in })  // ← replace this line with your code
    }
}
