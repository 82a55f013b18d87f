import AnyCombine
import PromiseLaws

/// Combine's `Future` inside `Deferred`: lazy, as chapter 1's promise is. Nothing runs until a
/// subscriber comes, and each subscriber runs the work again.
public struct DeferredFutureDesign: LazyDesign, PublisherDesign {
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

    public func pure(_ value: Int) -> Box {
        Shared(Deferred { Future { $0(.success(value)) } }.eraseToAnyPublisher())
    }

    public func fail(_ error: LawError) -> Box {
        Shared(Deferred { Future { $0(.failure(error)) } }.eraseToAnyPublisher())
    }

}
