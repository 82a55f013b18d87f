import PromiseLaws

/// The exhibit: the post's promise, as it was. A `didSet` on the result calls every observer
/// each time the result is set, and observers are never removed, so a second `resolve` or a
/// `reject` notifies everyone again. Nothing guards the two properties.
// @unchecked Sendable: deliberately NOT safe. Two threads observing, or one observing while
// another resolves, race on `callbacks` and `result`. It exists to be caught, and the tests
// only ever touch it from one thread.
// ANCHOR: post-promise
final class PostPromise<T>: @unchecked Sendable {
    private var callbacks: [(Result<T, any Error>) -> Void] = []
    private var result: Result<T, any Error>? {
        didSet {
            if let result {
                for callback in callbacks { callback(result) }
            }
        }
    }

    func observe(callback: @escaping (Result<T, any Error>) -> Void) {
        callbacks.append(callback)
        if let result { callback(result) }
    }

    func resolve(value: T) { result = .success(value) }
    func reject(error: any Error) { result = .failure(error) }
}
// ANCHOR_END: post-promise

extension PostPromise {
    /// The post's `then`, for the adapter.
    func then<U>(_ block: @escaping (T) -> PostPromise<U>) -> PostPromise<U> {
        let thenPromise = PostPromise<U>()
        observe { result in
            switch result {
            case .success(let value):
                block(value).observe { inner in
                    switch inner {
                    case .success(let value): thenPromise.resolve(value: value)
                    case .failure(let error): thenPromise.reject(error: error)
                    }
                }
            case .failure(let error): thenPromise.reject(error: error)
            }
        }
        return thenPromise
    }
}

/// The post's promise plugged into the harness, for the at-most-once law only: the other laws
/// deliver from other threads, and this promise is not safe there.
struct PostDesign: ResolvableDesign {
    /// Observers in order, one at a time, called at once: the chapter's hand-out.
    var guarantees: Guarantees { .chapters }
    let name = "the post's promise"

    func make(_ source: PromiseSource) -> PostPromise<Int> {
        let promise = PostPromise<Int>()
        source.start { result in
            switch result {
            case .success(let value): promise.resolve(value: value)
            case .failure(let error): promise.reject(error: error)
            }
        }
        return promise
    }
    func observe(_ promise: PostPromise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { deliver(Delivery($0)) }
    }
    func map(_ promise: PostPromise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> PostPromise<Int> {
        promise.then { value in self.pure(transform(value)) }
    }
    func pure(_ value: Int) -> PostPromise<Int> {
        let promise = PostPromise<Int>()
        promise.resolve(value: value)
        return promise
    }
    func flatMap(_ promise: PostPromise<Int>, _ transform: @escaping @Sendable (Int) -> PostPromise<Int>)
        -> PostPromise<Int>
    {
        promise.then(transform)
    }
    func fail(_ error: LawError) -> PostPromise<Int> {
        let promise = PostPromise<Int>()
        promise.reject(error: error)
        return promise
    }
    func pending() -> (promise: PostPromise<Int>, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = PostPromise<Int>()
        return (
            promise,
            { result in
                switch result {
                case .success(let value): promise.resolve(value: value)
                case .failure(let error): promise.reject(error: error)
                }
            }
        )
    }
}
