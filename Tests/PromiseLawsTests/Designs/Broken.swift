import Dispatch
import Locking
import PromiseLaws
import Testing

/// A broken design, the law that must catch it, and whether its bug shows every time. Each one
/// is a lawful control with one line changed, as a learner (or a library) might change it.
struct Broken: Sendable, CustomTestStringConvertible {
    /// What is wrong with it: `a map that applies f twice`.
    let design: String
    /// The law that catches it: `Functor · composition`.
    let law: String
    /// Whether the bug shows only sometimes, so that a run of the shrunk case may pass.
    let intermittent: Bool
    /// Whether the law cannot race the design (its locks are ones no schedule steps into), and
    /// must say so rather than pass.
    let notRaced: Bool
    /// Whether only the thread sanitizer sees the bug for sure: a data race on state with no
    /// lock, which the law runs on threads that really run at once. Without the sanitizer the
    /// law fails only when the machine happens to overlap the threads at the wrong instant.
    let sanitized: Bool
    /// Checks the law on the design.
    let check: @Sendable (LawConfig) async -> LawOutcome
    /// A simpler case than the reported one that still fails, if there is one.
    let simplerFailure: @Sendable (LawFailure, LawConfig) async -> String?

    /// - Parameter blockedFor: for a design that blocks its thread, how long the harness waits
    ///   before calling it blocked: shorter than the design blocks, and shorter than the default,
    ///   so that the self-test stays quick.
    init<Design: FunctorDesign>(
        _ design: Design, breaks law: Law<Design>, intermittent: Bool = false, blockedFor: Duration? = nil,
        notRaced: Bool = false, sanitized: Bool = false
    ) {
        self.design = design.name
        self.law = law.title
        self.intermittent = intermittent
        self.notRaced = notRaced
        self.sanitized = sanitized
        let adjusted: @Sendable (LawConfig) -> LawConfig = { config in
            var config = config
            if let blockedFor { config.confirmationDeadline = blockedFor }
            return config
        }
        check = { config in await law.check(design, config: adjusted(config)) }
        simplerFailure = { failure, config in
            await LawCheck(law, on: design, config: adjusted(config)).simplerFailure(than: failure)
        }
    }

    var testDescription: String { "\(design) breaks \(law)" }

    /// `a map that applies f twice  →  Functor · composition`: a row of the book's table.
    var row: String {
        let how = notRaced ? ", which says it could not race it" : sanitized ? ", under the thread sanitizer" : ""
        return "| \(design) | \(law)\(how) |"
    }
}

extension Broken {
    /// Every broken design, in the order of the book's table.
    static let all: [Broken] = lazyDesigns + eagerDesigns + handOutDesigns + unseenLockDesigns

    typealias Lazy = Law<ResultThunkDesign>
    typealias Eager = Law<EagerDesign>

    static let lazyDesigns: [Broken] = [
        Broken(
            broken("a map that applies f twice") { $0.map = { p, f in base.map(base.map(p, f), f) } },
            breaks: Lazy.functorComposition),
        Broken(broken("a map that ignores f") { $0.map = { p, _ in p } }, breaks: Lazy.mapDelivers),
        Broken(
            broken("a map that calls f twice and keeps one answer") {
                $0.map = { p, f in
                    ResultThunk { done in
                        p.run { r in
                            _ = r.map(f)
                            done(r.map(f))
                        }
                    }
                }
            }, breaks: Lazy.mapDelivers),
        Broken(
            broken("a map that calls f on a failure too") {
                $0.map = { p, f in
                    ResultThunk { done in
                        p.run { r in
                            if case .failure(let e) = r { _ = f(e.code) }  // "just to log it"
                            done(r.map(f))
                        }
                    }
                }
            }, breaks: Lazy.failureSkipsMap),
        Broken(broken("a flatMap that ignores its function") { $0.flatMap = { p, _ in p } }, breaks: Lazy.leftIdentity),
        Broken(
            broken("a flatMap that drops failures") {
                $0.flatMap = { p, k in
                    ResultThunk { done in
                        p.run { r in if case .success(let x) = r { k(x).run(done) } }  // a failure is lost
                    }
                }
            }, breaks: Lazy.failureSkipsFlatMap),
        Broken(innerTwice, breaks: Lazy.leftIdentity),
        Broken(
            broken("a flatMap that reorders its effects") {
                // A "prefetch": the next step starts on a guessed input before the first has begun.
                $0.flatMap = { p, k in
                    ResultThunk { done in
                        k(0).run { _ in }
                        base.flatMap(p, k).run(done)
                    }
                }
            }, breaks: Lazy.effectsInOrder),
        Broken(
            broken("a mapError that maps the error twice") {
                $0.mapError = { p, ef in ResultThunk { done in p.run { done($0.mapError { ef(ef($0)) }) } } }
            }, breaks: Lazy.mapErrorComposition),
        Broken(
            broken("a mapError that runs its promise twice") {
                $0.mapError = { p, ef in
                    ResultThunk { done in
                        p.run { _ in }  // "to see whether it fails"
                        p.run { done($0.mapError(ef)) }
                    }
                }
            }, breaks: Lazy.mapErrorIdentity),
        Broken(
            broken("a pure that delivers twice") {
                $0.pure = { x in
                    ResultThunk { done in
                        done(.success(x))
                        done(.success(x))
                    }
                }
            }, breaks: Lazy.rightIdentity),
        Broken(
            broken("a pure that never delivers") { $0.pure = { _ in ResultThunk { _ in } } }, breaks: Lazy.rightIdentity
        ),
        Broken(
            broken("a pure that delivers 150 ms late") {
                $0.pure = { x in ResultThunk { done in later(150) { done(.success(x)) } } }
            }, breaks: Lazy.pureDelivers),
        Broken(
            broken("a fail that delivers its error again 20 ms later") {
                $0.fail = { e in
                    ResultThunk { done in
                        done(.failure(e))
                        later(20) { done(.failure(e)) }
                    }
                }
            }, breaks: Lazy.failDelivers),
        Broken(
            broken("an observe that delivers again 20 ms later") {
                $0.observe = { p, deliver in
                    p.run { r in
                        deliver(Delivery(r))
                        later(20) { deliver(Delivery(r)) }
                    }
                }
            }, breaks: Lazy.makeDelivers),
        Broken(
            broken("an observe that negates every value") {
                $0.observe = { p, deliver in p.run { r in deliver(Delivery(r.map { 0 &- $0 })) } }
            }, breaks: Lazy.makeDelivers),
        Broken(
            broken("a make that keeps values in 32 bits") {
                $0.make = { source in
                    ResultThunk { done in source.start { r in done(r.map { Int(Int32(truncatingIfNeeded: $0)) }) } }
                }
            }, breaks: Lazy.makeDelivers),
        Broken(
            broken("a map that runs at once, when built") {
                $0.map = { p, f in
                    let early = Collected<Result<Int, LawError>>()
                    p.run { early.append($0) }  // runs now, while the chain is being built
                    return ResultThunk { done in
                        Task { if let r = await early.wait(for: 1, within: .seconds(2)).first { done(r.map(f)) } }
                    }
                }
            }, breaks: Lazy.nothingRunsBeforeExecute),
        Broken(
            broken("a flatMap that remembers its first result") {
                $0.flatMap = { p, k in
                    let remembered = Locked<Result<Int, LawError>?>(nil)
                    return ResultThunk { done in
                        if let known = remembered.withLock({ $0 }) { return done(known) }
                        base.flatMap(p, k).run { r in
                            remembered.withLock { $0 = r }
                            done(r)
                        }
                    }
                }
            }, breaks: Lazy.executingTwiceRunsTwice),
        Broken(
            broken("a flatMap that adds 150 ms") {
                $0.flatMap = { p, k in ResultThunk { done in base.flatMap(p, k).run { r in later(150) { done(r) } } } }
            }, breaks: Lazy.flatMapDelivers),
        Broken(
            broken("a flatMap that drops every twentieth delivery") {
                let count = Locked(0)
                $0.flatMap = { p, k in
                    ResultThunk { done in
                        base.flatMap(p, k).run { r in
                            let n = count.withLock { n in
                                n += 1
                                return n
                            }
                            if n % 20 != 0 { done(r) }
                        }
                    }
                }
            }, breaks: Lazy.flatMapDelivers, intermittent: true),
        Broken(
            broken("a flatMap that makes k's promise once and reuses it") {
                // A "cache": each input's inner promise is made once per chain, then run again.
                $0.flatMap = { p, k in
                    let made = Locked<[Int: ResultThunk]>([:])
                    return ResultThunk { done in
                        p.run { r in
                            switch r {
                            case .success(let x):
                                let inner = made.withLock { made in
                                    if let inner = made[x] { return inner }
                                    made[x] = k(x)
                                    return made[x]!
                                }
                                inner.run(done)
                            case .failure(let e):
                                done(.failure(e))
                            }
                        }
                    }
                }
            }, breaks: Lazy.executingTwiceRunsTwice),
        Broken(
            broken("a map over a settled promise that computes when built") {
                // A "fast path": a settled promise's value is there already, so why wait?
                $0.pure = { x in ResultThunk(known: .success(x)) { done in done(.success(x)) } }
                $0.map = { p, f in
                    guard let known = p.known else { return base.map(p, f) }
                    let result = known.map(f)  // runs f now, while the chain is being built
                    return ResultThunk(known: result) { done in done(result) }
                }
            }, breaks: Lazy.nothingRunsBeforeExecuteFromPure),
        Broken(
            broken("a pure that delivers 10 ms later, from another queue") {
                $0.pure = { x in ResultThunk { done in later(10) { done(.success(x)) } } }
            }, breaks: Lazy.pureIsSettled),

        Broken(
            broken("a fail that delivers 10 ms later, from another queue") {
                $0.fail = { e in ResultThunk { done in later(10) { done(.failure(e)) } } }
            }, breaks: Lazy.failIsSettled),

        Broken(
            broken("a map that is 20 ms late one call in three") {
                let calls = Locked(0)
                $0.map = { p, f in
                    ResultThunk { done in
                        p.run { r in
                            let call = calls.withLock { calls in
                                calls += 1
                                return calls
                            }
                            if call % 3 == 0 { later(20) { done(r.map(f)) } } else { done(r.map(f)) }
                        }
                    }
                }
            }, breaks: Lazy.mapOnTimeEveryTime, intermittent: true),
        Broken(
            broken("a map that is 20 ms late from its second execution on") {
                $0.map = { p, f in
                    let executions = Locked(0)
                    return ResultThunk { done in
                        let execution = executions.withLock { executions in
                            executions += 1
                            return executions
                        }
                        p.run { r in
                            if execution > 1 { later(20) { done(r.map(f)) } } else { done(r.map(f)) }
                        }
                    }
                }
            }, breaks: Lazy.executingTwiceRunsTwice),
    ]

    static let eagerDesigns: [Broken] = [
        Broken(eager("a promise whose second settle wins again", .resolvesAgain), breaks: Eager.atMostOnce),
        Broken(eager("a promise that calls its observers last first", .reversesObservers), breaks: Eager.manyObservers),
        Broken(
            eager("a promise that calls a late observer at once, on its own thread", .lateObserverCutsIn),
            breaks: Eager.observerAddedDuringHandOut),
        Broken(
            eager("a promise that forgets observers who come late", .losesLateObservers), breaks: Eager.manyObservers),
        Broken(
            eager("a promise that tells its observers before it stores the result", .storesAfterNotifying),
            breaks: Eager.racingObservers),
        Broken(
            eager("a promise that calls back on the settling thread", .callsBackOffQueue), breaks: Eager.makeDelivers),
        Broken(
            eager("a promise that calls back failures on the settling thread", .failsOffQueue),
            breaks: Eager.makeDelivers),
        Broken(
            eager("a promise whose observe waits until it is settled", .waitsInObserve), breaks: Eager.makeDelivers,
            blockedFor: .milliseconds(250)),
        Broken(
            EagerDesign(
                name: "a bimap that maps a failing continuation's error too",
                bimap: { p, value, error in
                    let next = EagerFuture(flaw: nil)
                    p.observe { r in
                        switch r {
                        case .success(let x): value(x).observe { next.resolve($0.mapError(error)) }
                        case .failure(let e): next.resolve(.failure(error(e)))
                        }
                    }
                    return next
                }), breaks: Eager.bimapDelivers),
        Broken(
            eager("a resolve that checks and sets under two lock acquisitions", .checksThenSets),
            breaks: Eager.twoProducers),
        Broken(
            eager("a zip that looks at the other half, then fills its own", .zipLosesWakeUp),
            breaks: Eager.zipSidesAtOnce),
        Broken(
            eager("a bridge whose cancellation checks, then takes its waiter", .cancelChecksThenTakes),
            breaks: Eager.cancelledWhileSettling),
        Broken(
            eager("a bridge that ignores cancellation", .ignoresCancellation), breaks: Eager.cancelledWhilePending),
    ]

    typealias HandOut = Law<HandOutDesign>

    static let handOutDesigns: [Broken] = [
        Broken(
            HandOutDesign(name: "a hand-out that delivers one batch and stops", flaw: .losesBatch),
            breaks: HandOut.observersInOrderWhileRacing),
        Broken(
            HandOutDesign(
                name: "a hand-out waiting in a busy thread's line, not taken over", flaw: .leavesHandOutWaiting),
            breaks: HandOut.handOutTakenOver),
        Broken(
            HandOutDesign(name: "a hand-out that starts without checking it still waits", flaw: .handsOutTwice),
            breaks: HandOut.handOutTakenOver),
        Broken(
            HandOutDesign(name: "a hand-out that lets its batch go with the lock held", flaw: .releasesUnderLock),
            // It deadlocks every time, but its report is not the same twice: every schedule the
            // search counts deadlocks too, and a race abandoned in real time stops where it stopped.
            breaks: HandOut.releaseObservesAgain, intermittent: true, blockedFor: .milliseconds(250)),
        Broken(
            HandOutDesign(
                name: "a settle inside a job that calls its observers at once", flaw: .settleInsideJobCallsAtOnce),
            breaks: HandOut.settleInsideObserver),
        Broken(
            HandOutDesign(name: "maps that share one scratch slot", flaw: .mapsShareScratch),
            breaks: HandOut.mapsAtOnce),
        Broken(
            HandOutDesign(name: "maps that share one scratch slot with no lock", flaw: .mapsShareUnlockedScratch),
            breaks: HandOut.mapsOnThreadsAtOnce, sanitized: true),
    ]

    static let unseenLockDesigns: [Broken] = [
        Broken(
            UnseenLockDesign(name: "a resolve that checks and sets under two NSLock blocks", onAQueue: false),
            breaks: Law<UnseenLockDesign>.twoProducers, notRaced: true),
        Broken(
            UnseenLockDesign(name: "a resolve that checks and sets in two syncs on a serial queue", onAQueue: true),
            breaks: Law<UnseenLockDesign>.twoProducers, notRaced: true),
    ]

    /// The lawful lazy operations each broken one starts from.
    static let base = ResultThunkDesign.Operations()

    /// The lazy control with one operation changed.
    static func broken(_ name: String, _ change: (inout ResultThunkDesign.Operations) -> Void) -> ResultThunkDesign {
        var operations = ResultThunkDesign.Operations()
        change(&operations)
        return ResultThunkDesign(name: name, operations: operations)
    }

    /// The eager control with one line changed.
    static func eager(_ name: String, _ flaw: EagerFuture.Flaw) -> EagerDesign {
        EagerDesign(name: name, flaw: flaw)
    }

    /// The laws chapter's example: a stray run "to warm up" the inner promise.
    static let innerTwice = broken("a flatMap that runs the inner promise twice") {
        $0.flatMap = { p, k in
            ResultThunk { done in
                p.run { r in
                    switch r {
                    case .success(let x):
                        let inner = k(x)
                        inner.run { _ in }  // the bug: a stray run, "to warm it up"
                        inner.run(done)
                    case .failure(let e):
                        done(.failure(e))
                    }
                }
            }
        }
    }
}

/// Runs `work` `milliseconds` from now, on a harness queue (on the side's clock, in a law).
private func later(_ milliseconds: Int, _ work: @escaping @Sendable () -> Void) {
    LawQueue.b.execute(afterMilliseconds: milliseconds, work)
}
