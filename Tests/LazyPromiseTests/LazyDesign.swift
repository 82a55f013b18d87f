import LazyPromise
import PromiseLaws
import Synchronization

/// Chapter 1's design plugged into the law harness: the harness's recipes become tasks, and
/// observing a promise means chaining a `then` onto it and executing it, as the post does.
struct LazyDesign: MonadDesign {
    typealias Then = @Sendable (Promise<Int>, @escaping @Sendable (Int) -> Int) -> Promise<Int>

    let name: String
    /// The `then` under test: the real one, or an exhibit's broken one.
    var then: Then = { promise, transform in promise.then(transform) }

    func make(_ source: PromiseSource) -> Promise<Int> { Promise { completion in source.startValue(completion) } }
    func observe(_ promise: Promise<Int>, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.then { deliver(.value($0)) }.execute()
    }
    func map(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Int) -> Promise<Int> {
        then(promise, transform)
    }
    func pure(_ value: Int) -> Promise<Int> { Promise(value: value) }
    func flatMap(_ promise: Promise<Int>, _ transform: @escaping @Sendable (Int) -> Promise<Int>) -> Promise<Int> {
        promise.bind(transform)
    }
}

extension LazyDesign {
    /// The design as the chapter builds it.
    static let lazy = LazyDesign(name: "the lazy monad")

    /// The exhibit: a `then` that runs its task as soon as it is called, remembers the value,
    /// and hands it out on `execute()`. The values are right; the timing is not.
    // ANCHOR: eager-then
    static let eagerThen = LazyDesign(name: "a then that runs its task at once") { promise, transform in
        let early = Remembered()
        promise.then { early.fulfil($0) }.execute()  // runs now, while the chain is being built
        return Promise { completion in early.whenFulfilled { completion(transform($0)) } }
    }
    // ANCHOR_END: eager-then
}

/// A value that arrives once, and the callbacks waiting for it.
final class Remembered: Sendable {
    private let state = Mutex<(value: Int?, waiting: [@Sendable (Int) -> Void])>((nil, []))

    func fulfil(_ value: Int) {
        let waiting = state.withLock { state in
            state.value = value
            defer { state.waiting = [] }
            return state.waiting
        }
        for callback in waiting { callback(value) }
    }

    func whenFulfilled(_ callback: @escaping @Sendable (Int) -> Void) {
        let value = state.withLock { state in
            if state.value == nil { state.waiting.append(callback) }
            return state.value
        }
        if let value { callback(value) }
    }
}

extension Law where Design == LazyDesign {
    /// Laziness as a law: executing a chain later rather than at once changes nothing, because
    /// building it ran nothing. The effect log shows where `execute` happened.
    // ANCHOR: laziness-law
    static var nothingRunsBeforeExecute: Law {
        Law("Laziness", "nothing runs before execute",
            "build fa.then(f), log execute, run it ≡ log execute, build and run it",
            inputs: { _ in
                zip(PromiseRecipe.gen(failures: false), IntFunction.gen).map { fa, f in LawInputs(fa: fa, f: f) }
            },
            lhs: { design, x, run in
                let f = x.f!
                let chain = design.map(run.make(design, x.fa!, "fa"), { f($0) })
                run.log.record("execute")
                run.observe(design, chain)
            },
            rhs: { design, x, run in
                let f = x.f!
                run.log.record("execute")
                run.observe(design, design.map(run.make(design, x.fa!, "fa"), { f($0) }))
            })
    }
    // ANCHOR_END: laziness-law
}
