/// A lazy promise: a value that holds a task, not a result. Nothing runs until `execute()`,
/// and every `execute()` runs the task again.
///
/// ```swift
/// let answer = Promise<Int> { completion in completion(41) }.then { $0 + 1 }
/// answer.then { print($0) }.execute()      // prints 42
/// answer.then { print($0) }.execute()      // runs the task again: prints 42 again
/// ```
///
/// - Note: A struct holding one `@Sendable` closure, so it is `Sendable` with no asterisk;
///   `T: Sendable` because a completion may hand the value to another thread.
// ANCHOR: promise
public struct Promise<T: Sendable>: Sendable {
    /// What a task calls, once, when its value is ready.
    public typealias Completion = @Sendable (T) -> Void

    let task: @Sendable (@escaping Completion) -> Void

    /// Wraps a task that will call its completion with the value.
    public init(_ task: @escaping @Sendable (@escaping Completion) -> Void) {
        self.task = task
    }
    // ANCHOR_END: promise

    // ANCHOR: value
    /// A promise whose task delivers `value` at once: the monad's `pure`.
    public init(value: T) {
        self.init { completion in completion(value) }
    }
    // ANCHOR_END: value

    // ANCHOR: then
    /// A promise of the transformed value: the functor's `map`. Runs nothing yet.
    ///
    /// - Parameter transform: applied to the value when the chain is executed.
    /// - Returns: a promise whose task runs this promise's task, then `transform`.
    public func then<U>(_ transform: @escaping @Sendable (T) -> U) -> Promise<U> {
        Promise<U> { completion in
            self.task { value in completion(transform(value)) }
        }
    }
    // ANCHOR_END: then

    // ANCHOR: bind
    /// Continues with the promise `transform` makes from the value: the monad's `flatMap`.
    ///
    /// - Returns: `then(transform)` would be a `Promise<Promise<U>>`; `join` flattens it.
    public func bind<U>(_ transform: @escaping @Sendable (T) -> Promise<U>) -> Promise<U> {
        Promise<U>.join(then(transform))
    }

    /// Flattens a promise of a promise: runs the outer task, then the inner one it delivered.
    public static func join(_ nested: Promise<Promise<T>>) -> Promise<T> {
        Promise { completion in
            nested.task { inner in inner.task(completion) }
        }
    }
    // ANCHOR_END: bind

    // ANCHOR: execute
    /// Runs the task, and with it every step chained onto it. Call it again to run it all again.
    public func execute() {
        task { _ in }
    }
    // ANCHOR_END: execute
}
