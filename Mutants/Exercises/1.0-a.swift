// Not lazy: it executes the chain while tap is called, to get at the value, so the body runs before anything executes it, and the task runs once more.
import ExerciseKit
import LazyPromise

extension Promise {
    /// Exercise 1.0, the warm-up: a step that looks at the value and passes it on unchanged.
    /// When the chain is executed, `tap` calls `body` with the value, then passes the same value
    /// on to the next step. Like every step of this chapter, it runs nothing until `execute()`,
    /// and all of it again on each execution.
    ///
    /// ```swift
    /// Promise(value: 41).then { $0 + 1 }.tap { print("got", $0) }.then { $0 * 2 }.execute()
    /// // prints got 42; the next step gets 42 and makes 84
    /// ```
    ///
    /// Checked by: `swift run workshop check 1.0` (a few executions by hand, then a law of its
    /// own and a laziness law, through the harness).
    /// Hint and solution: Book/01-lazy-monad.md, "Exercises".
    public func tap(_ body: @escaping @Sendable (T) -> Void) -> Promise<T> {
        then { body($0) }.execute()
        return self
    }
}
