import EnsureAsync
import LockQueuePromise
import PromiseLaws

/// Chapter 5's design plugged into the law harness: chapter 4's adapter for making and
/// observing promises, with chapter 5's own `flatMap` and `recover`, and `ensureAsync` as the
/// operation an exhibit swaps out.
package struct EnsureAsyncDesign: RecoveringDesign, ResolvableDesign, QueueDesign {
    /// Observers in order, one at a time; called at once on the immediate queue, and on a
    /// Dispatch queue wherever that queue runs them.
    package var guarantees: Guarantees { callbackQueue == nil ? .chapters : [.order, .oneAtATime] }
    package typealias Box = Promise<Int, LawError>
    /// The shape of the operation an exhibit swaps out: chapter 5's `ensureAsync`.
    package typealias UnderTest = @Sendable (Box, any Queue, @escaping @Sendable () -> Box) -> Box

    /// The design's name in reports.
    package let name: String
    /// The operation under test: the real `ensureAsync`, or an exhibit's broken one.
    package let underTest: UnderTest
    /// Chapter 4's adapter: how promises are made, observed, mapped, settled, and on which queue.
    let base: LockQueuePromiseDesign

    /// The design on the harness's callback queue, where the laws check every callback runs.
    package static let dispatch = EnsureAsyncDesign(name: "ensureAsync on a Dispatch queue", base: .dispatch)

    /// The design as the chapter builds it, or with `underTest` swapped for a broken cleanup.
    ///
    /// - Parameters:
    ///   - base: chapter 4's adapter on the queue every callback runs on.
    ///   - underTest: `ensureAsync`, told the queue to run its callbacks on.
    package init(
        name: String = "ensureAsync", base: LockQueuePromiseDesign = .immediate,
        underTest: @escaping UnderTest = { promise, queue, body in promise.ensureAsync(on: queue, body) }
    ) {
        self.name = name
        self.base = base
        self.underTest = underTest
    }

    /// The queue every callback must run on.
    package var callbackQueue: LawQueue? { base.callbackQueue }
    /// The queue handed to every operator.
    package var queue: any Queue { base.queue }

    package func make(_ source: PromiseSource) -> Box { base.make(source) }
    package func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        base.observe(promise, deliver)
    }
    package func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        base.map(promise, transform)
    }
    package func pure(_ value: Int) -> Box { base.pure(value) }
    package func fail(_ error: LawError) -> Box { base.fail(error) }
    package func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        promise.flatMap(on: base.queue, transform)
    }
    package func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        promise.recover(on: base.queue, transform)
    }
    /// `ensureAsync`, as the chapter's own laws use it.
    package func cleanup(_ promise: Box, _ body: @escaping @Sendable () -> Box) -> Box {
        underTest(promise, base.queue, body)
    }
    package func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) { base.pending() }
}

extension SidePromise where Design == EnsureAsyncDesign {
    /// `ensureAsync`, as the chapter's own laws use it: ``EnsureAsyncDesign/cleanup(_:_:)``.
    package func cleanup(_ body: @escaping @Sendable () -> SidePromise) -> SidePromise {
        SidePromise(side.design.cleanup(box, { body().box }), on: side)
    }
}
