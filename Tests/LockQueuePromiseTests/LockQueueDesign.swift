import Dispatch
import LockQueuePromise
import PromiseLaws

/// Chapter 4's design plugged into the law harness. The design is eager, so `make` starts the
/// recipe's work at once; every operator runs its closure on `queue`, which is an immediate
/// queue for the fast, deterministic check and a real Dispatch queue for the second one.
struct LockQueueDesign: BifunctorDesign {
    typealias Box = Promise<Int, LawError>
    typealias Catch = @Sendable (Box, any Queue, @escaping @Sendable (LawError) -> LawError) -> Box

    let name: String
    let queue: any Queue
    /// The `catch` under test: the real one, or an exhibit's broken one.
    var catchErrors: Catch = { promise, queue, transform in promise.catch(on: queue, transform) }

    func make(_ source: PromiseSource) -> Box {
        Promise(on: ImmediateQueue()) { future in source.start(future.resolve) }
    }
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe(on: queue, fulfilled: { deliver(.value($0)) }, rejected: { deliver(.failure($0)) })
    }
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        promise.then(on: queue) { transform($0) }
    }
    func pure(_ value: Int) -> Box { Promise(value: value) }
    func fail(_ error: LawError) -> Box { Promise(error: error) }
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        promise.map(on: queue, { transform($0) }, { $0 })
    }
    func bimap(
        _ promise: Box, value: @escaping @Sendable (Int) -> Int, error: @escaping @Sendable (LawError) -> LawError
    ) -> Box {
        promise.map(on: queue, { Promise(value: value($0)) }, error)
    }
    /// `catch`, as the chapter's own laws use it.
    func catchError(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> LawError) -> Box {
        catchErrors(promise, queue, transform)
    }
}

extension LockQueueDesign {
    /// The design with every callback on an immediate queue: no hops, so the laws run fast.
    static let immediate = LockQueueDesign(name: "the lock-queue promise on an immediate queue", queue: ImmediateQueue())

    /// The design with every callback hopping to a serial Dispatch queue, as an app would use it.
    static let dispatch = LockQueueDesign(
        name: "the lock-queue promise on a Dispatch queue", queue: DispatchQueue(label: "laws.callbacks"))

    /// The exhibit: a `catch` that handles the error and forgets to pass it on. It calls the
    /// handler, as a catch should, and then neither fulfils nor rejects the promise it returned.
    // ANCHOR: swallowing-catch
    static let swallowingCatch = LockQueueDesign(
        name: "a catch that swallows the error", queue: ImmediateQueue()
    ) { promise, queue, transform in
        Promise(on: ImmediateQueue()) { future in
            promise.observe(on: queue, fulfilled: future.fulfill, rejected: { error in
                _ = transform(error)  // handled… and dropped: nobody ever hears of it again
            })
        }
    }
    // ANCHOR_END: swallowing-catch
}

extension Law where Design == LockQueueDesign {
    /// The chapter's own laws.
    static var catching: [Law] { [catchIdentity, thenAndCatchAgreeWithMap] }

    /// `catch` with the identity changes nothing: values and errors come through as they were.
    // ANCHOR: catch-identity
    static var catchIdentity: Law {
        Law("Catch", "identity", "fa.catch { $0 } ≡ fa",
            inputs: { failures in
                PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) }
            },
            lhs: { design, x, run in run.observe(design, design.catchError(run.make(design, x.fa!, "fa"), { $0 })) },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }
    // ANCHOR_END: catch-identity

    /// `then` and `catch` are `map` taken one side at a time.
    static var thenAndCatchAgreeWithMap: Law {
        Law("Catch", "then and catch agree with map", "fa.then(f).catch(ef) ≡ fa.map(f, ef)",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), IntFunction.gen, ErrorFunction.gen).map { fa, f, ef in LawInputs(fa: fa, f: f, ef: ef) }
            },
            lhs: { design, x, run in
                let (f, ef) = (x.f!, x.ef!)
                run.observe(design, design.catchError(design.map(run.make(design, x.fa!, "fa"), { f($0) }), { ef($0) }))
            },
            rhs: { design, x, run in
                let (f, ef) = (x.f!, x.ef!)
                run.observe(design, design.bimap(run.make(design, x.fa!, "fa"), value: { f($0) }, error: { ef($0) }))
            })
    }
}
