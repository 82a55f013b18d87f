// Correct, with a Mutex around the meeting point.
import ExerciseKit
import Synchronization
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
        Promise<(T, U), E> { completion in
            let meeting = Mutex<(first: T?, second: U?, done: Bool)>((nil, nil, false))
            run { result in
                let outcome = meeting.withLock { state -> Result<(T, U), E>? in
                    guard !state.done else { return nil }
                    switch result {
                    case .failure(let error):
                        state.done = true
                        return .failure(error)
                    case .success(let a):
                        state.first = a
                        guard let b = state.second else { return nil }
                        state.done = true
                        return .success((a, b))
                    }
                }
                if let outcome { completion(outcome) }
            }
            other.run { result in
                let outcome = meeting.withLock { state -> Result<(T, U), E>? in
                    guard !state.done else { return nil }
                    switch result {
                    case .failure(let error):
                        state.done = true
                        return .failure(error)
                    case .success(let b):
                        state.second = b
                        guard let a = state.first else { return nil }
                        state.done = true
                        return .success((a, b))
                    }
                }
                if let outcome { completion(outcome) }
            }
        }
    }
}
