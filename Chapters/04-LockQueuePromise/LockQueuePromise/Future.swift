/// The fulfil/reject pair a promise's work is handed: call one of them, once, when the work ends.
///
/// ```swift
/// let answer = Promise<Int, MyError> { future in
///     future.fulfill(42)   // or future.reject(.notFound)
/// }
/// ```
///
/// - Note: The post's name and shape, spelt `fulfill` throughout (the post's first version
///   wrote `fullfill` for the property and `fulfill` where it was called). Only the first call
///   counts: the promise ignores every later one.
// ANCHOR: future
public struct Future<T: Sendable, E: Error>: Sendable {
    /// Ends the work with a value.
    public let fulfill: @Sendable (T) -> Void
    /// Ends the work with an error.
    public let reject: @Sendable (E) -> Void

    /// A pair that ends a promise's work; the promise makes it, a test may make its own.
    public init(fulfill: @escaping @Sendable (T) -> Void, reject: @escaping @Sendable (E) -> Void) {
        self.fulfill = fulfill
        self.reject = reject
    }

    /// Ends the work with a `Result`: `fulfill` for a success, `reject` for a failure.
    public func resolve(_ result: Result<T, E>) {
        switch result {
        case .success(let value): fulfill(value)
        case .failure(let error): reject(error)
        }
    }
}
// ANCHOR_END: future
