import PromiseLaws

/// A lawful control: a lazy value type with no error channel whose own steps run synchronously.
struct Thunk: Sendable {
    let run: @Sendable (@escaping @Sendable (Int) -> Void) -> Void
}

struct ImmediateDesign: MonadDesign {
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
