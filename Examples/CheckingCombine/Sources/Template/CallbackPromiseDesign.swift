import PromiseLaws

// ANCHOR: template-settings
/// The template: your promise type plugged into the laws. Copy this file beside your type,
/// rename `CallbackPromise` to it, and change each operation to call your API.
public struct CallbackPromiseDesign: ResolvableDesign, RecoveringDesign {
    /// Your promise of an `Int`. It must be `Sendable`; if your type is safe to share between
    /// threads but does not say so, wrap it in a struct marked `@unchecked Sendable`, with a
    /// comment saying why that is safe (CombineDesigns/Shared.swift).
    public typealias Box = CallbackPromise<Int>

    public var name: String { "the callback promise" }

    /// What your type promises about its observers, and nothing more: a law about a guarantee
    /// left out is not checked, and says so. This one calls back at once: the waiting observers
    /// on the thread that settles, a later one before its `observe` returns. It does not promise
    /// order or one at a time: a late observer on another thread may run while the waiting ones
    /// are being called.
    public var guarantees: Guarantees { [.callsBackAtOnce] }

    /// Your type locks with its own lock (an `NSLock`), which the schedules cannot step into: its
    /// racing laws run on real threads and report "not explored".
    public var schedulesCanEnter: Bool { false }

    /// Your type starts no thread and no timer of its own: everything runs where the harness
    /// calls it, so it runs on the harness's virtual clock. If it did (a `Task`, a queue), say
    /// `false` here, or every law fails with "delivered from a thread the harness does not run".
    public var usesVirtualTime: Bool { true }
    // ANCHOR_END: template-settings

    public init() {}

    /// A promise that runs `source`'s work and settles with what it delivers.
    public func make(_ source: PromiseSource) -> Box {
        let promise = Box()
        source.start { result in promise.settle(result.mapError { $0 }) }
        return promise
    }

    /// Passes each outcome on as a `Delivery`.
    public func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe { result in deliver(Delivery(result)) }
    }

    public func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        promise.then { result in settled(result.map(transform)) }
    }

    public func pure(_ value: Int) -> Box { settled(.success(value)) }

    public func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        promise.then { result in
            switch result {
            case .success(let value): transform(value)
            case .failure(let error): settled(.failure(error))
            }
        }
    }

    public func fail(_ error: LawError) -> Box { settled(.failure(error)) }

    public func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        promise.then { result in
            switch result {
            case .success: settled(result)
            case .failure(let error): transform(Delivery(result).error ?? LawError(foreign: error))
            }
        }
    }

    /// A promise nothing has settled yet, and the way to settle it.
    public func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let promise = Box()
        return (promise, { promise.settle($0.mapError { $0 }) })
    }

    private func settled(_ result: Result<Int, any Error>) -> Box {
        let promise = Box()
        promise.settle(result)
        return promise
    }
}

extension Delivery {
    /// Your type's outcome as the harness reads it. The harness fails promises only with a
    /// `LawError`; any other error is your type's own doing, and shows as a foreign one.
    init(_ result: Result<Int, any Error>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let error as LawError): self = .failure(error)
        case .failure(let error): self = .failure(LawError(foreign: error))
        }
    }

    /// The failure, if this is one.
    var error: LawError? {
        if case .failure(let error) = self { error } else { nil }
    }
}
