import Locking
import ResultPromise

extension Solution {
    /// Exercise 2.2, solved: each run makes a fresh meeting point, starts both operations, and
    /// lets whichever outcome completes the pair, or fails it first, call back; the rest are
    /// dropped.
    public static func zip<T, U, E>(_ first: Promise<T, E>, _ second: Promise<U, E>) -> Promise<(T, U), E> {
        Promise { completion in
            // One per run: a meeting point shared by runs would mix their values.
            let meeting = Locked(Meeting<T, U, E>())
            let arrive: @Sendable (Meeting<T, U, E>.Arrival) -> Void = { arrival in
                // Stored and looked at in one locked block, so exactly one arrival completes it.
                let outcome = meeting.withLock { $0.take(arrival) }
                // After unlocking: `completion` may run anything, this pair's next run included.
                if let outcome { completion(outcome) }
            }
            first.run { result in arrive(.first(result)) }
            second.run { result in arrive(.second(result)) }
        }
    }
}

/// Where the two outcomes of one run of a pair meet: it calls back once, with both values or
/// the first failure.
private struct Meeting<T: Sendable, U: Sendable, E: Error>: Sendable {
    /// One operation's outcome.
    enum Arrival {
        case first(Result<T, E>)
        case second(Result<U, E>)
    }

    private var firstValue: T?
    private var secondValue: U?
    private var done = false

    /// Keeps `arrival`; the pair's outcome if it completes or fails the pair, and nothing was
    /// delivered yet.
    mutating func take(_ arrival: Arrival) -> Result<(T, U), E>? {
        guard !done else { return nil }
        switch arrival {
        case .first(.failure(let error)), .second(.failure(let error)):
            done = true
            return .failure(error)
        case .first(.success(let value)): firstValue = value
        case .second(.success(let value)): secondValue = value
        }
        guard let firstValue, let secondValue else { return nil }
        done = true
        return .success((firstValue, secondValue))
    }
}
