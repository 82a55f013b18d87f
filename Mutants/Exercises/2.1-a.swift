// Not lazy: it runs this promise once, while the chain is built, and every run of the recovered promise replays that one outcome.
import ExerciseKit
import Locking
import ResultPromise

extension Promise {
    /// Exercise 2.1: a way back from a failure. When this promise fails, continue with the
    /// promise `transform` makes from the error; when it succeeds, deliver its value and never
    /// call `transform`. Like every step of this chapter, it runs nothing until `run`, and all
    /// of it again on each run.
    ///
    /// ```swift
    /// ITunes.artistName(id: "not a number", genre: "Rock", session: session)
    ///     .recover { _ in Promise(value: "someone we could not look up") }
    ///     .run(success: { print($0) }, failure: { print($0) })   // someone we could not look up
    /// ```
    ///
    /// Checked by: `swift test --filter ResultPromiseTests --skip Book` (the recovery laws and
    /// a laziness law, through the harness, and the pipeline falling back).
    /// Hint and solution: Book/02-result-chaining.md, "Exercises".
    public func recover(_ transform: @escaping @Sendable (E) -> Promise<T, E>) -> Promise<T, E> {
        let outcome = Locked(Result<T, E>?.none)
        run { result in outcome.withLock { $0 = result } }
        return Promise { completion in
            switch outcome.withLock({ $0 }) {
            case .failure(let error)?: transform(error).run(completion)
            case let result?: completion(result)
            case nil: break
            }
        }
    }
}
