/// A lazy promise that can fail: its operation calls back with a `Result`, and nothing runs
/// until `run`. A failure skips every later `then`.
///
/// ```swift
/// Promise<Int, LookupError>(value: 20).then { $0 + 1 }.run(success: { print($0) }, failure: { print($0) })   // 21
/// ```
///
/// - Note: Like chapter 1's promise, a struct holding one `@Sendable` closure; `T: Sendable`
///   because the value may arrive on another thread. `E` is already `Sendable`: `Error` is.
// ANCHOR: promise
public struct Promise<T: Sendable, E: Error>: Sendable {
    /// What the operation calls, once, with the value or the reason there is none.
    public typealias Completion = @Sendable (Result<T, E>) -> Void

    let operation: @Sendable (@escaping Completion) -> Void

    /// Wraps an operation that will call its completion with a `Result`.
    public init(_ operation: @escaping @Sendable (@escaping Completion) -> Void) {
        self.operation = operation
    }
    // ANCHOR_END: promise

    /// A promise that delivers `value` at once.
    public init(value: T) {
        self.init { completion in completion(.success(value)) }
    }

    /// A promise that fails with `error` at once.
    public init(error: E) {
        self.init { completion in completion(.failure(error)) }
    }

    /// A promise that delivers `result` at once.
    public init(_ result: Result<T, E>) {
        self.init { completion in completion(result) }
    }

    // ANCHOR: run
    /// Runs the operation, and every step chained onto it, then hands over the `Result`.
    public func run(_ completion: @escaping Completion) {
        operation(completion)
    }

    /// Runs it, calling `success` with a value or `failure` with the first error.
    public func run(success: @escaping @Sendable (T) -> Void, failure: @escaping @Sendable (E) -> Void) {
        run { result in
            switch result {
            case .success(let value): success(value)
            case .failure(let error): failure(error)
            }
        }
    }
    // ANCHOR_END: run
}
