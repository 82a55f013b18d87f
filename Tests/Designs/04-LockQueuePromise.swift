import Dispatch
import LockQueuePromise
import PromiseLaws

/// Chapter 4's design plugged into the law harness. The design is eager, so `make` starts the
/// recipe's work at once; every operator runs its closure on `queue`, which is an immediate
/// queue for the fast, deterministic check and the harness's `laws.callbacks` queue for the
/// second, where the laws also check that every callback runs there.
package struct LockQueuePromiseDesign: BifunctorDesign, ResolvableDesign, QueueDesign {
    /// Observers in order, one at a time; called at once on the immediate queue, and on a
    /// Dispatch queue wherever that queue runs them.
    package var guarantees: Guarantees { callbackQueue == nil ? .chapters : [.order, .oneAtATime] }
    package typealias Box = Promise<Int, LawError>
    /// The shape of the operation an exhibit swaps out: chapter 4's `catch`.
    package typealias UnderTest = @Sendable (Box, any Queue, @escaping @Sendable (LawError) -> LawError) -> Box

    /// The design's name in reports.
    package let name: String
    /// Where every operator runs its closure.
    package let queue: any Queue
    /// The harness queue behind `queue`, when it is one: the laws check every callback runs there.
    package let callbackQueue: LawQueue?
    /// The operation under test: the real `catch`, or an exhibit's broken one.
    package let underTest: UnderTest

    /// The design as the chapter builds it, or with `underTest` swapped for a broken `catch`.
    package init(
        name: String, on callbackQueue: LawQueue?,
        underTest: @escaping UnderTest = { promise, queue, transform in promise.catch(on: queue, transform) }
    ) {
        self.name = name
        self.queue = callbackQueue.map(HarnessQueue.init) ?? ImmediateQueue()
        self.callbackQueue = callbackQueue
        self.underTest = underTest
    }

    package func make(_ source: PromiseSource) -> Box {
        Promise(on: ImmediateQueue()) { future in source.start(future.resolve) }
    }
    package func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe(on: queue, fulfilled: { deliver(.value($0)) }, rejected: { deliver(.failure($0)) })
    }
    package func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        promise.then(on: queue) { transform($0) }
    }
    package func pure(_ value: Int) -> Box { Promise(value: value) }
    package func fail(_ error: LawError) -> Box { Promise(error: error) }
    package func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        promise.map(on: queue, { transform($0) }, { $0 })
    }
    package func bimap(
        _ promise: Box, value: @escaping @Sendable (Int) -> Box, error: @escaping @Sendable (LawError) -> LawError
    ) -> Box {
        promise.map(on: queue, value, error)
    }
    package func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let (promise, future) = Box.pending()
        return (promise, { future.resolve($0) })
    }
    /// `catch`, as the chapter's own laws use it.
    package func catchError(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> LawError) -> Box {
        underTest(promise, queue, transform)
    }
}

extension LockQueuePromiseDesign {
    /// The design with every callback on an immediate queue: no hops, so the laws run fast.
    package static let immediate = LockQueuePromiseDesign(
        name: "the lock-queue promise on an immediate queue", on: nil)

    /// The design with every callback hopping to a serial Dispatch queue, as an app would use it.
    package static let dispatch = LockQueuePromiseDesign(
        name: "the lock-queue promise on a Dispatch queue", on: .callbacks)
}

extension SidePromise where Design == LockQueuePromiseDesign {
    /// `catch`, as the chapter's own laws use it: ``LockQueuePromiseDesign/catchError(_:_:)``.
    package func catchError(_ transform: @escaping @Sendable (LawError) -> LawError) -> SidePromise {
        SidePromise(side.design.catchError(box, transform), on: side)
    }

    /// `catch` with the generated error function `ef`, each call logged as `ef(#n)`.
    package func catchError(_ ef: Named<ErrorFunction>) -> SidePromise { catchError(side.function(ef)) }
}

/// A harness queue as chapter 4's `Queue`: inside a law's side, a callback hopped here waits its
/// turn on the side's virtual clock, as a job of that queue (so the laws can say which queue
/// each callback ran on, and when); anywhere else it goes to the real Dispatch queue.
package struct HarnessQueue: Queue {
    /// The harness queue behind it.
    package let queue: LawQueue

    package func execute(_ work: @escaping @Sendable () -> Void) { queue.execute(work) }
}
