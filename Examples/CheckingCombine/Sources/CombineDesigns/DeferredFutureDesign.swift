import AnyCombine
import PromiseLaws

/// Combine's `Future` inside `Deferred`: lazy, as chapter 1's promise is. Nothing runs until a
/// subscriber comes, and each subscriber runs the work again.
public struct DeferredFutureDesign: LazyDesign, RecoveringDesign {
    public typealias Box = Shared<AnyPublisher<Int, LawError>>

    public var name: String { "\(combine)'s Deferred Future" }

    /// A `Future` locks with a lock of its own, which the schedules cannot step into.
    public var schedulesCanEnter: Bool { false }

    public init() {}

    public func make(_ source: PromiseSource) -> Box {
        Shared(
            Deferred {
                Future { promise in
                    let promise = Shared(promise)
                    source.start { promise.value($0) }
                }
            }.eraseToAnyPublisher())
    }

    public func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.value.subscribe(
            Subscribers.Sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { deliver(.failure(error)) }
                },
                receiveValue: { deliver(.value($0)) }))
    }

    public func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        Shared(promise.value.map(transform).eraseToAnyPublisher())
    }

    public func pure(_ value: Int) -> Box {
        Shared(Deferred { Future { $0(.success(value)) } }.eraseToAnyPublisher())
    }

    public func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        Shared(promise.value.flatMap { transform($0).value }.eraseToAnyPublisher())
    }

    public func fail(_ error: LawError) -> Box {
        Shared(Deferred { Future { $0(.failure(error)) } }.eraseToAnyPublisher())
    }

    public func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        Shared(promise.value.catch { transform($0).value }.eraseToAnyPublisher())
    }
}
