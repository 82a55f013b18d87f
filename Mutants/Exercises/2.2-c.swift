// Stores a value in one locked block and looks for the other in another: two values arriving at once can both see the pair complete (two calls back), or neither.
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
            let meeting = Locked((first: T?.none, second: U?.none, done: false))
            let fail: @Sendable (E) -> Void = { error in
                let first = meeting.withLock { state -> Bool in
                    defer { state.done = true }
                    return !state.done
                }
                if first { completion(.failure(error)) }
            }
            let deliverIfBoth: @Sendable () -> Void = {
                let both = meeting.withLock { state -> (T, U)? in
                    guard !state.done, let a = state.first, let b = state.second else { return nil }
                    return (a, b)
                }
                if let both {
                    meeting.withLock { $0.done = true }
                    completion(.success(both))
                }
            }
            run { result in
                switch result {
                case .failure(let error): fail(error)
                case .success(let a):
                    meeting.withLock { $0.first = a }
                    deliverIfBoth()
                }
            }
            other.run { result in
                switch result {
                case .failure(let error): fail(error)
                case .success(let b):
                    meeting.withLock { $0.second = b }
                    deliverIfBoth()
                }
            }
        }
    }
}
