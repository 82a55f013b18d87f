import Foundation
import ResultPromise

extension Solution {
    /// Exercise 2.2, solved: each run makes a fresh meeting point, starts both operations, and
    /// lets whichever outcome completes the pair, or fails it first, call back; the rest are
    /// dropped.
    public static func zip<T, U, E>(_ first: Promise<T, E>, _ second: Promise<U, E>) -> Promise<(T, U), E> {
        Promise { completion in
            // One per run: a meeting point shared by runs would mix their values.
            let pair = Meeting<T, U, E>(completion)
            first.run { result in pair.first(result) }
            second.run { result in pair.second(result) }
        }
    }
}

/// Where the two outcomes of one run of a pair meet: it calls back once, with both values or
/// the first failure.
// @unchecked Sendable: the stored values and `done` are touched only with `lock` held, and
// `completion` is a `let` that is `@Sendable` itself.
private final class Meeting<T: Sendable, U: Sendable, E: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let completion: Promise<(T, U), E>.Completion
    private var firstValue: T?
    private var secondValue: U?
    private var done = false

    init(_ completion: @escaping Promise<(T, U), E>.Completion) {
        self.completion = completion
    }

    /// The first operation's outcome.
    func first(_ result: Result<T, E>) {
        lock.lock()
        let outcome: Result<(T, U), E>?
        switch result {
        case .success(let value):
            firstValue = value
            outcome = takePair()
        case .failure(let error):
            outcome = takeFailure(error)
        }
        lock.unlock()
        // After unlocking: `completion` may run anything, this pair's next run included.
        if let outcome { completion(outcome) }
    }

    /// The second operation's outcome.
    func second(_ result: Result<U, E>) {
        lock.lock()
        let outcome: Result<(T, U), E>?
        switch result {
        case .success(let value):
            secondValue = value
            outcome = takePair()
        case .failure(let error):
            outcome = takeFailure(error)
        }
        lock.unlock()
        if let outcome { completion(outcome) }
    }

    /// The pair, if both values are in and nothing was delivered yet; with the lock held.
    private func takePair() -> Result<(T, U), E>? {
        guard !done, let firstValue, let secondValue else { return nil }
        done = true
        return .success((firstValue, secondValue))
    }

    /// The failure, if nothing was delivered yet; with the lock held.
    private func takeFailure(_ error: E) -> Result<(T, U), E>? {
        guard !done else { return nil }
        done = true
        return .failure(error)
    }
}
