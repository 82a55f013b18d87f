// Backwards: a value that passes the test becomes the failure, and one that fails it is kept.
import ExerciseKit
import ResultPromise

extension Promise {
    /// Exercise 2.0, the warm-up: a value that fails a test becomes a failure. A value for which
    /// `isIncluded` returns true passes on as it is; any other value becomes the failure `error`;
    /// a failure passes on untouched, and `isIncluded` is not called for it. Like every step of
    /// this chapter, it runs nothing until `run`.
    ///
    /// ```swift
    /// ITunes.lookUp(id: "909253", session: session).then(ITunes.decode).then(ITunes.toModel)
    ///     .filter({ !$0.isEmpty }, orFail: .noArtist(id: "909253"))   // no artists: noArtist, not []
    /// ```
    ///
    /// Checked by: `swift run workshop check 2.0` (cases by hand, then a law of its own and a
    /// laziness law, through the harness).
    /// Hint and solution: Book/02-result-chaining.md, "Exercises".
    public func filter(_ isIncluded: @escaping @Sendable (T) -> Bool, orFail error: E) -> Promise<T, E> {
        then { value -> Result<T, E> in isIncluded(value) ? .failure(error) : .success(value) }
    }
}
