// No memory of having called back: a failure is handed on, and so is a second failure, or the pair, that comes after it.
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
            let values = Locked((first: T?.none, second: U?.none))
            run { result in
                switch result {
                case .failure(let error): completion(.failure(error))
                case .success(let a):
                    let b = values.withLock { values -> U? in
                        values.first = a
                        return values.second
                    }
                    if let b { completion(.success((a, b))) }
                }
            }
            other.run { result in
                switch result {
                case .failure(let error): completion(.failure(error))
                case .success(let b):
                    let a = values.withLock { values -> T? in
                        values.second = b
                        return values.first
                    }
                    if let a { completion(.success((a, b))) }
                }
            }
        }
    }
}
