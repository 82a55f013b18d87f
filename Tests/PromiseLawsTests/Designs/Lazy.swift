import PromiseLaws

/// A lawful control: a lazy value type with no error channel whose own steps run synchronously
/// (``Thunk``, the doc comments' example), and which promises to settle `pure` at once.
struct ImmediateDesign: LazyDesign, SettledDesign {
    let name = "an immediate lazy promise (control)"

    func make(_ source: PromiseSource) -> Thunk { Thunk { done in source.startValue(done) } }
    func observe(_ promise: Thunk, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.run { deliver(.value($0)) }
    }
    func map(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Int) -> Thunk {
        Thunk { done in promise.run { done(transform($0)) } }
    }
    func pure(_ value: Int) -> Thunk { Thunk { done in done(value) } }
    func flatMap(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Thunk) -> Thunk {
        Thunk { done in promise.run { transform($0).run(done) } }
    }
}

/// A lawful control with an error channel: a lazy value type that delivers a `Result`.
struct ResultThunk: Sendable {
    /// The outcome, when it is known without running anything: set only by a broken design's
    /// "fast path" for settled promises; the control never reads it.
    var known: Result<Int, LawError>? = nil
    let run: @Sendable (@escaping @Sendable (Result<Int, LawError>) -> Void) -> Void
}

/// The lazy control, with any of its operations swapped for a broken one: each broken lazy
/// design in ``Broken`` is this design with one operation changed.
struct ResultThunkDesign: RecoveringDesign, ErrorMappingDesign, LazyDesign, SettledDesign {
    typealias Box = ResultThunk

    /// The operations, lawful unless a broken design swaps one.
    struct Operations: Sendable {
        var make: @Sendable (PromiseSource) -> Box = { source in ResultThunk { done in source.start(done) } }
        var observe: @Sendable (Box, @escaping @Sendable (Delivery) -> Void) -> Void = { promise, deliver in
            promise.run { deliver(Delivery($0)) }
        }
        var pure: @Sendable (Int) -> Box = { value in ResultThunk { done in done(.success(value)) } }
        var fail: @Sendable (LawError) -> Box = { error in ResultThunk { done in done(.failure(error)) } }
        var map: @Sendable (Box, @escaping @Sendable (Int) -> Int) -> Box = { promise, transform in
            ResultThunk { done in promise.run { done($0.map(transform)) } }
        }
        var flatMap: @Sendable (Box, @escaping @Sendable (Int) -> Box) -> Box = { promise, transform in
            ResultThunk { done in
                promise.run { result in
                    switch result {
                    case .success(let value): transform(value).run(done)
                    case .failure(let error): done(.failure(error))
                    }
                }
            }
        }
        var mapError: @Sendable (Box, @escaping @Sendable (LawError) -> LawError) -> Box = { promise, transform in
            ResultThunk { done in promise.run { done($0.mapError(transform)) } }
        }
        var recover: @Sendable (Box, @escaping @Sendable (LawError) -> Box) -> Box = { promise, transform in
            ResultThunk { done in
                promise.run { result in
                    switch result {
                    case .success: done(result)
                    case .failure(let error): transform(error).run(done)
                    }
                }
            }
        }
    }

    var name = "a lazy Result promise (control)"
    var operations = Operations()

    func make(_ source: PromiseSource) -> Box { operations.make(source) }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        operations.observe(promise, deliver)
    }
    func pure(_ value: Int) -> Box { operations.pure(value) }
    func fail(_ error: LawError) -> Box { operations.fail(error) }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        operations.map(promise, transform)
    }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        operations.flatMap(promise, transform)
    }
    func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        operations.recover(promise, transform)
    }
    func mapError(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> LawError) -> Box {
        operations.mapError(promise, transform)
    }
}
