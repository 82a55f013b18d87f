// No lock: the meeting point is a class with plain variables, which two operations calling back on two threads write at once.
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
        Promise<(T, U), E> { completion in
            let meeting = Meeting<T, U>()
            run { result in
                switch result {
                case .failure(let error):
                    if !meeting.done {
                        meeting.done = true
                        completion(.failure(error))
                    }
                case .success(let a):
                    meeting.first = a
                    if !meeting.done, let b = meeting.second {
                        meeting.done = true
                        completion(.success((a, b)))
                    }
                }
            }
            other.run { result in
                switch result {
                case .failure(let error):
                    if !meeting.done {
                        meeting.done = true
                        completion(.failure(error))
                    }
                case .success(let b):
                    meeting.second = b
                    if !meeting.done, let a = meeting.first {
                        meeting.done = true
                        completion(.success((a, b)))
                    }
                }
            }
        }
    }
}

final class Meeting<T, U>: @unchecked Sendable {
    var first: T?
    var second: U?
    var done = false
}
