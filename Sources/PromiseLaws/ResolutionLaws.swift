import Dispatch

extension Law where Design: ResolvableDesign {
    /// Resolution: an eager promise settles once, tells every observer once, in the order they
    /// came, and stays right when threads race to observe it while another settles it.
    /// The resolution laws about the order observers are called in: they apply to a design that
    /// promises registration order (chapters 3 to 5), not to one that does not (a `Task`).
    public static var ordering: [Law] { [manyObservers, observerAddedByAnObserver, observerAddedDuringHandOut] }

    public static var resolution: [Law] {
        [
            atMostOnce, lateSecondSettle, manyObservers, observerAddedByAnObserver, observerAddedDuringHandOut,
            racingObservers, twoProducers,
        ]
    }

    /// At most once: an observer hears one resolution, the first; whatever comes later is ignored.
    // ANCHOR: at-most-once
    public static var atMostOnce: Law {
        Law(
            family: "Resolution", name: "at most once",
            equation: "observe p, settle(x), settle(y) ≡ observe p, settle(x)",
            Given.outcome("x"), Given.outcome("y"),
            lhs: { d, run, x, y in
                let (p, settle) = d.pending()
                run.observe(d, p)
                settle(x.result)
                settle(y.result)
            },
            rhs: { d, run, x, _ in
                let (p, settle) = d.pending()
                run.observe(d, p)
                settle(x.result)
            })
    }
    // ANCHOR_END: at-most-once

    /// A second settle that comes later, from another thread, changes nothing either, for the
    /// observer that was there and for one that comes after it.
    public static var lateSecondSettle: Law {
        Law(
            family: "Resolution", name: "a later second settle changes nothing",
            equation: "observe p, settle(x), 5 ms later on laws.b settle(y), observe p ≡ the same without settle(y)",
            Given.outcome("x"), Given.outcome("y"),
            lhs: { d, run, x, y in
                let (p, settle) = d.pending()
                run.expectObservers(2)
                run.observe(d, p)
                settle(x.result)
                LawQueue.b.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(5)) {
                    settle(y.result)
                    run.observe(d, p)
                }
            },
            rhs: { d, run, x, _ in
                let (p, settle) = d.pending()
                run.expectObservers(2)
                run.observe(d, p)
                settle(x.result)
                LawQueue.b.dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(5)) { run.observe(d, p) }
            })
    }

    /// Observers added before and after settlement are each called once, with the same
    /// outcome, in the order they were added.
    // ANCHOR: many-observers
    public static var manyObservers: Law {
        Law(
            family: "Resolution", name: "every observer, once, in order",
            equation: "n observers, settle(x), m observers ≡ each is handed x once, in the order added",
            Given.count("n", in: 0...4), Given.count("m", in: 0...4), Given.outcome("x"),
            lhs: { d, run, n, m, x in
                let (p, settle) = d.pending()
                for _ in 0..<n { run.observe(d, p, logged: true) }
                settle(x.result)
                for _ in 0..<m { run.observe(d, p, logged: true) }
            },
            rhs: { _, run, n, m, x in
                for observer in 0..<(n + m) { run.deliver(Delivery(x.result), to: observer, logged: true) }
            })
    }
    // ANCHOR_END: many-observers

    /// An observer added from inside another observer, while the outcome is being handed out,
    /// waits for the observers that were already waiting: it is not called in the middle of them.
    public static var observerAddedByAnObserver: Law {
        Law(
            family: "Resolution", name: "an observer added by an observer waits its turn",
            equation: "n observers, the first adding one more when called, settle(x) ≡ all n, then the added one",
            Given.count("n", in: 1...4), Given.outcome("x"),
            lhs: { d, run, n, x in
                let (p, settle) = d.pending()
                run.expectObservers(n + 1)
                run.observe(d, p, logged: true) { run.observe(d, p, logged: true) }
                for _ in 1..<n { run.observe(d, p, logged: true) }
                settle(x.result)
            },
            rhs: { _, run, n, x in
                for observer in 0...n { run.deliver(Delivery(x.result), to: observer, logged: true) }
            })
    }

    /// An observer added from another thread while the outcome is being handed out (the first
    /// observer waits until it has been added) is called after the observers already waiting,
    /// not at once on its own thread, in the middle of them.
    public static var observerAddedDuringHandOut: Law {
        Law(
            family: "Resolution", name: "an observer added during the hand-out waits its turn",
            equation: "n observers, another added on laws.b while the first is called, settle(x) ≡ all n, then it",
            Given.count("n", in: 2...4), Given.outcome("x"),
            lhs: { d, run, n, x in
                let (p, settle) = d.pending()
                run.expectObservers(n + 1)
                run.observe(d, p, logged: true) {
                    let added = DispatchSemaphore(value: 0)
                    LawQueue.b.dispatchQueue.async {
                        run.observe(d, p, logged: true)
                        added.signal()
                    }
                    // Bounded: a design that blocks the other thread here still finishes the law.
                    _ = added.wait(timeout: .now() + .milliseconds(200))
                }
                for _ in 1..<n { run.observe(d, p, logged: true) }
                settle(x.result)
            },
            rhs: { _, run, n, x in
                for observer in 0...n { run.deliver(Delivery(x.result), to: observer, logged: true) }
            })
    }

    /// Threads that observe while another settles: every observer is called exactly once
    /// with the outcome. A check-then-act without the lock loses or doubles one, sometimes; so
    /// each case races fifty promises at once, each with `n` observers, and the thread
    /// sanitizer, in CI, sees the race itself.
    // ANCHOR: racing-observers
    public static var racingObservers: Law {
        Law(
            family: "Resolution", name: "racing observers are each called once",
            equation: "n threads observe p while another settles(x) ≡ each observer is handed x once",
            Given.count("n", in: 2...8), Given.outcome("x"),
            lhs: { d, run, n, x in
                let promises = (0..<racedPromises).map { _ in d.pending() }
                run.expectObservers(racedPromises * n)
                // Every thread the machine has, at once: observers and settles interleaved.
                LawQueue.concurrent.dispatchQueue.async {
                    DispatchQueue.concurrentPerform(iterations: racedPromises * (n + 1)) { index in
                        let (p, settle) = promises[index / (n + 1)]
                        if index % (n + 1) == n / 2 { settle(x.result) } else { run.observe(d, p) }
                    }
                }
            },
            rhs: { _, run, n, x in
                for observer in 0..<(racedPromises * n) { run.deliver(Delivery(x.result), to: observer) }
            })
    }
    // ANCHOR_END: racing-observers
}

extension Law where Design: ResolvableDesign {
    /// Two producers settle one promise at the same instant: exactly one outcome wins, and every
    /// observer, one that came before and one that comes after, is handed that one, once.
    /// Each case lines the two threads up for many rounds, a fresh promise each round, so a
    /// `resolve` that checks and sets under two separate lock acquisitions lets both win in
    /// some round of nearly every case. Which outcome wins is the machine's choice, so each
    /// observer's delivery is shown as `0` when it is the round's one winner, and as it came
    /// otherwise.
    // ANCHOR: two-producers
    public static var twoProducers: Law {
        Law(
            family: "Resolution", name: "two producers settle at once",
            equation:
                "settle(x) and settle(y) at once, observers before and after ≡ each is handed one winner (0), once",
            Given.outcome("x"), Given.outcome("y"),
            lhs: { d, run, x, y in
                let promises = (0..<racedRounds).map { _ in d.pending() }
                let winners = (0..<racedRounds).map { _ in Guarded<Delivery?>(nil) }
                let outcomes = [Delivery(x.result), Delivery(y.result)]
                run.expectObservers(2 * racedRounds)
                // What observer `observer` of round `round` was handed: 0 for the round's one winner.
                let judge: @Sendable (Int, Int, Delivery) -> Void = { round, observer, delivery in
                    let winner = winners[round].withLock { winner in
                        if winner == nil, outcomes.contains(delivery) { winner = delivery }
                        return winner
                    }
                    run.deliver(delivery == winner ? .value(0) : delivery, to: observer)
                }
                for round in 0..<racedRounds {
                    d.observe(promises[round].promise) { judge(round, 2 * round, $0) }
                }
                StartingLine.race(
                    rounds: racedRounds, { promises[$0].settle(x.result) }, { promises[$0].settle(y.result) })
                for round in 0..<racedRounds {
                    d.observe(promises[round].promise) { judge(round, 2 * round + 1, $0) }
                }
            },
            rhs: { _, run, _, _ in
                for observer in 0..<(2 * racedRounds) { run.deliver(.value(0), to: observer) }
            })
    }
    // ANCHOR_END: two-producers
}

/// How many rounds one case of a lined-up racing law runs.
let racedRounds = 64

/// How many promises one case of the racing law races at once.
private let racedPromises = 50

extension PromiseRecipe {
    /// What a settled recipe settles with; `never` has no outcome and is never generated here.
    var result: Result<Int, LawError> {
        switch outcome {
        case .succeed(let value): .success(value)
        case .fail(let error): .failure(error)
        case .never: preconditionFailure("a settled outcome cannot be never")
        }
    }
}
