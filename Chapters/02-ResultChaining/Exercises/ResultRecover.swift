import ExerciseKit
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
    /// Checked by: `swift run workshop check 2.1` (the recovery laws and
    /// a laziness law, through the harness, and the pipeline falling back).
    /// Hint and solution: Book/02-result-chaining.md, "Exercises".
    public func recover(_ transform: @escaping @Sendable (E) -> Promise<T, E>) -> Promise<T, E> {
        notStarted("2.1", self)  // ← replace this line with your code
    }
}
