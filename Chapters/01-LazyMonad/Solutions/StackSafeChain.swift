import LazyPromise
import LazyPromiseExercises

extension Solution {
    /// Exercise 1.2, solved: a loop over the steps from `index`; a `then` step is one turn of
    /// the loop, and only a `bind` step leaves it, to come back in the promise's callback.
    public static func execute<T>(_ chain: Chain<T>, _ completion: @escaping @Sendable (T) -> Void) {
        chain.start.then { value in run(chain.steps, from: 0, value, completion) }.execute()
    }

    private static func run<T>(
        _ steps: [Chain<T>.Step], from start: Int, _ value: T, _ completion: @escaping @Sendable (T) -> Void
    ) {
        var value = value
        var index = start
        while index < steps.count {
            switch steps[index] {
            case .then(let transform):
                value = transform(value)
                index += 1
            case .bind(let transform):
                let next = index + 1
                transform(value).then { run(steps, from: next, $0, completion) }.execute()
                return
            }
        }
        completion(value)
    }
}
