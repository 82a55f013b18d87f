import ExerciseKit
import LazyPromise

/// Exercise 1.2: a chain whose steps are data, run in a loop, so that a million synchronous
/// steps run, and are freed, without a million stack frames. `then` and `bind` are written:
/// they only append a step. Write `execute`: run the start promise, then each step in turn,
/// synchronous ones in a loop, and let only a `bind` step's promise take a callback; when
/// the steps are done, call `completion` with the value.
///
/// ```swift
/// let plusOne = Chain<Int>.Step.then { $0 + 1 }
/// let chain = Chain(Promise(value: 0), steps: Array(repeating: plusOne, count: 1_000_000))
/// chain.execute { print($0) }              // 1000000, on an 8 MB stack
/// ```
///
/// Checked by: `swift run workshop check 1.2` (steps in order, each once; the stack no deeper
/// at the thousandth step than at the first; a million steps on an 8 MB stack).
/// Hint and solution: Book/01-lazy-monad.md, "Exercises".
public struct Chain<T: Sendable>: Sendable {
    /// One step: a plain function, or one that returns a promise to wait for.
    public enum Step: Sendable {
        /// `then`: the next value, at once.
        case then(@Sendable (T) -> T)
        /// `bind`: the next value, when the promise delivers it.
        case bind(@Sendable (T) -> Promise<T>)
    }

    /// The promise the chain starts from.
    public let start: Promise<T>
    /// The steps, in order.
    public let steps: [Step]

    /// A chain with no steps yet.
    public init(_ start: Promise<T>, steps: [Step] = []) {
        self.start = start
        self.steps = steps
    }

    /// The chain with one more synchronous step.
    public func then(_ transform: @escaping @Sendable (T) -> T) -> Chain {
        Chain(start, steps: steps + [.then(transform)])
    }

    /// The chain with one more step that waits for a promise.
    public func bind(_ transform: @escaping @Sendable (T) -> Promise<T>) -> Chain {
        Chain(start, steps: steps + [.bind(transform)])
    }

    /// Runs the start promise and every step, in order, then calls `completion` with the value.
    public func execute(_ completion: @escaping @Sendable (T) -> Void) {
        notStarted("1.2", ())  // ← replace this line with your code
    }
}
