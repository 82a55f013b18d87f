import EnsureAsync
import LockQueuePromise
import PromiseLaws
import Synchronization

/// Chapter 4's promise with chapter 5's `then` and `recover`, plugged into the harness. The
/// cleanup under test is swappable, so the exhibits can stand in for `ensureAsync`.
struct LockQueueDesign: RecoveringDesign {
    typealias P = Promise<Int, LawError>
    typealias Cleanup = @Sendable (P, @escaping @Sendable () -> P) -> P

    let name: String
    var cleanup: Cleanup = { promise, body in promise.ensureAsync(on: ImmediateQueue(), body) }

    func make(_ source: PromiseSource) -> P {
        let (promise, future) = P.pending()
        source.start { future.resolve($0) }
        return promise
    }
    func observe(_ promise: P, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.observe(on: ImmediateQueue(), fulfilled: { deliver(.value($0)) }, rejected: { deliver(.failure($0)) })
    }
    func map(_ promise: P, _ transform: @escaping @Sendable (Int) -> Int) -> P {
        promise.then(on: ImmediateQueue()) { value -> Int in transform(value) }
    }
    func pure(_ value: Int) -> P { P(value: value) }
    func fail(_ error: LawError) -> P { P(error: error) }
    func flatMap(_ promise: P, _ transform: @escaping @Sendable (Int) -> P) -> P {
        promise.flatMap(on: ImmediateQueue(), transform)
    }
    func recover(_ promise: P, _ transform: @escaping @Sendable (LawError) -> P) -> P {
        promise.recover(on: ImmediateQueue(), transform)
    }
}

extension LockQueueDesign {
    static let ensureAsync = LockQueueDesign(name: "ensureAsync")

    /// The first exhibit: the post's construction without the once-flag.
    // ANCHOR: without-once
    static let withoutOnce = LockQueueDesign(name: "ensureAsync without the once-flag") { promise, body in
        promise.flatMap(on: ImmediateQueue()) { value in
            body().flatMap(on: ImmediateQueue()) { _ in P(value: value) }
        }
        .recover(on: ImmediateQueue()) { error in
            body().flatMap(on: ImmediateQueue()) { _ in P(error: error) }
        }
    }
    // ANCHOR_END: without-once

    /// The second exhibit: the synchronous `ensure`, which starts the cleanup and moves on.
    static let synchronousEnsure = LockQueueDesign(name: "the synchronous ensure") { promise, body in
        promise.ensure(on: ImmediateQueue()) { _ = body() }
    }
}

extension Law where Design == LockQueueDesign {
    /// `fa.ensureAsync { done } ≡ fa`: cleanup that does nothing changes nothing.
    // ANCHOR: done-law
    static var cleanupThatDoesNothing: Law {
        Law("EnsureAsync", "cleanup that does nothing changes nothing", "fa.ensureAsync { done } ≡ fa",
            inputs: { failures in
                PromiseRecipe.gen(failures: failures).map { fa in LawInputs(fa: fa) }
            },
            lhs: { design, x, run in
                run.observe(design, design.cleanup(run.make(design, x.fa!, "fa"), { LockQueueDesign.P(value: 0) }))
            },
            rhs: { design, x, run in run.observe(design, run.make(design, x.fa!, "fa")) })
    }
    // ANCHOR_END: done-law

    /// The body runs once, after `fa`, and the chain waits for it: compared with doing exactly
    /// that by hand. `k(0)` is the generated body (its input is always 0).
    // ANCHOR: once-law
    static var bodyRunsOnceAndIsAwaited: Law {
        Law("EnsureAsync", "the body runs once, after fa, and is waited for",
            "fa.ensureAsync { k(0) } ≡ observe fa, then k(0), then k's failure or fa's outcome",
            inputs: { failures in
                zip(PromiseRecipe.gen(failures: failures), KleisliRecipe.gen(failures: failures)).map { fa, k in LawInputs(fa: fa, k: k) }
            },
            lhs: { design, x, run in
                let body = run.kleisli(design, x.k!, "k")
                run.observe(design, design.cleanup(run.make(design, x.fa!, "fa"), { body(0) }))
            },
            rhs: { design, x, run in
                let body = run.kleisli(design, x.k!, "k")
                design.observe(run.make(design, x.fa!, "fa")) { outcome in
                    design.observe(body(0)) { cleanup in
                        if case .failure = cleanup { run.deliver(cleanup) } else { run.deliver(outcome) }
                    }
                }
            })
    }
    // ANCHOR_END: once-law
}
