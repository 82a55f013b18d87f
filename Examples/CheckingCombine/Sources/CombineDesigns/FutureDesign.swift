import AnyCombine
import PromiseLaws

// ANCHOR: future-design
/// Combine's `Future`, eager: its closure runs when it is made, and it tells each subscriber its
/// one outcome. Each operator (`map`, `flatMap`, `catch`, `zip`) gives a publisher, not a
/// `Future`, so the design's promise is any publisher of one `Int`, erased; those operators
/// are ``PublisherDesign``'s, shared with the `Deferred` adapter.
public struct FutureDesign: ResolvableDesign, PublisherDesign, ZipDesign {
    public typealias Box = Shared<AnyPublisher<Int, LawError>>

    public var name: String { "\(combine)'s Future" }

    /// What Combine documents: `Zip` fails as soon as either publisher fails. Nothing about the
    /// order subscribers are told in, or whether two are told at once; and a `Future` tells a
    /// subscriber at once, on the thread that calls its promise or that subscribes, which the
    /// documentation shows but does not promise, so it is not claimed here.
    public var guarantees: Guarantees { [.zipFailsFast] }

    /// A `Future` locks with a lock of its own, which the schedules cannot step into.
    public var schedulesCanEnter: Bool { false }

    public init() {}
    // ANCHOR_END: future-design

    public func make(_ source: PromiseSource) -> Box {
        Shared(
            Future { promise in
                let promise = Shared(promise)
                source.start { promise.value($0) }
            }.eraseToAnyPublisher())
    }

    public func pure(_ value: Int) -> Box {
        Shared(Future { $0(.success(value)) }.eraseToAnyPublisher())
    }

    public func fail(_ error: LawError) -> Box {
        Shared(Future { $0(.failure(error)) }.eraseToAnyPublisher())
    }

    // ANCHOR: future-zip
    public func zip(_ first: Box, _ second: Box) -> Box {
        Shared(first.value.zip(second.value).map { a, b in a &* 31 &+ b }.eraseToAnyPublisher())
    }
    // ANCHOR_END: future-zip

    public func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) {
        // A Future runs its closure before its initialiser returns (Combine's shows it, and
        // OpenCombine's source says so, though neither documents it): `promise` is set here.
        var promise: Future<Int, LawError>.Promise?
        let future = Future<Int, LawError> { promise = $0 }
        guard let promise else { preconditionFailure("this Combine's Future did not run its closure in init") }
        let settle = Shared(promise)
        return (Shared(future.eraseToAnyPublisher()), { settle.value($0) })
    }
}
