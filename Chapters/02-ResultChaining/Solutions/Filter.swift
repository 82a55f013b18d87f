import ResultPromise

extension Solution {
    /// Exercise 2.0, solved: a `then` whose step returns a `Result`, so that the chapter's
    /// `then` for a step that may fail unwraps it: a failure it returns becomes the chain's,
    /// and a failure from before skips the step.
    public static func filter<T, E>(
        _ promise: Promise<T, E>, _ isIncluded: @escaping @Sendable (T) -> Bool, orFail error: E
    ) -> Promise<T, E> {
        promise.then { value -> Result<T, E> in isIncluded(value) ? .success(value) : .failure(error) }
    }
}
