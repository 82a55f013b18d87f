import AnyCombine
import PromiseLaws

/// What both Combine adapters share: the promise is any publisher of one `Int`, erased, and its
/// operators are the ones Combine gives every publisher. Each adapter says how a promise is
/// made (eager or inside `Deferred`) and what it promises.
public protocol PublisherDesign: RecoveringDesign where Box == Shared<AnyPublisher<Int, LawError>> {}

extension PublisherDesign {
    public func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        // A sink subscribed this way is kept by the publisher until it completes: no
        // cancellable to hold on to.
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

    public func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        Shared(promise.value.flatMap { transform($0).value }.eraseToAnyPublisher())
    }

    public func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        Shared(promise.value.catch { transform($0).value }.eraseToAnyPublisher())
    }
}
