// A check-then-act split over a Mutex: each side looks for the other in one block and stores its own in another, so two values at once both find nothing and the pair never comes (the exercises' Mutex is one the schedules step into).
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
                switch result {
                case .failure(let error):
                    let first = meeting.withLock { state -> Bool in
                        defer { state.done = true }
                        return !state.done
                    }
                    if first { completion(.failure(error)) }
                case .success(let a):
                    let b = meeting.withLock { $0.done ? nil : $0.second }
                    meeting.withLock { $0.first = a }
                    if let b { completion(.success((a, b))) }
                }
            }
            other.run { result in
                switch result {
                case .failure(let error):
                    let first = meeting.withLock { state -> Bool in
                        defer { state.done = true }
                        return !state.done
                    }
                    if first { completion(.failure(error)) }
                case .success(let b):
                    let a = meeting.withLock { $0.done ? nil : $0.first }
                    meeting.withLock { $0.second = b }
                    if let a { completion(.success((a, b))) }
                }
            }
        }
    }
}
