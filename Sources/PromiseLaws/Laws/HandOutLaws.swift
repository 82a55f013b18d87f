import Locking

extension Law where Design: ResolvableDesign {
    /// The racing laws about the hand-out: observers called in order, one at a time, while
    /// threads observe, settle, and stop inside an observer on a schedule.
    public static var handOut: [Law] {
        [observersInOrderWhileRacing, handOutTakenOver, settleInsideObserver, releaseObservesAgain]
    }

    /// Observers already waiting, and two threads that observe while a third settles, on a
    /// schedule that may stop a thread inside an observer: each observer is called once, after
    /// every observer added before it, and never while another of the promise's observers runs.
    /// A hand-out that delivers one batch and stops loses an observer added while it delivers; a
    /// late observer called at once on its own thread cuts in while the batch is delivered.
    // ANCHOR: observers-in-order-while-racing
    public static var observersInOrderWhileRacing: Law {
        Law(
            family: "Hand-out", name: "racing observers are called in order, one at a time",
            equation:
                "n observers, then two threads observe p while a third settles(x), on schedule s ≡ each is delivered x once, in order, one at a time",
            Given.count("n", in: 1...2), Given.outcome("x"), Given.schedule("s"),
            lhs: { s, n, x, schedule in
                let (p, settle) = s.pending()
                let watch = HandOutWatch(side: s)
                for observer in 0..<n { watch.observe(p, as: observer) }
                s.expectObservers(n + 2)
                s.race(
                    on: schedule,
                    [
                        (
                            "settle(\(x.outcomeText))",
                            {
                                settle(x.result)
                                s.runQueuedCallbacks()
                            }
                        ),
                        ("observe #\(n)", { watch.observe(p, as: n) }),
                        ("observe #\(n + 1)", { watch.observe(p, as: n + 1) }),
                    ])
            },
            rhs: { s, n, x, _ in
                s.deliver(Delivery(x.result), toEachOf: n + 2)
            }
        ).about([.order, .oneAtATime])
    }
    // ANCHOR_END: observers-in-order-while-racing

    /// A settled promise observed inside an observer of another promise, on thread t1, so that
    /// the hand-out to that late observer waits in t1's line until the outer observer returns;
    /// meanwhile t2 and t3 observe it too. No observer waits for t1's unrelated work: t2 takes
    /// the waiting hand-out over and calls every observer before its `observe` returns (for a
    /// design that calls back on the thread that delivers; one that calls back on a queue leaves
    /// the when to its queue). And whoever hands out, one thread does, in order. A hand-out not
    /// taken over leaves t2's observer waiting; one started without checking that it is still
    /// waiting runs on two threads at once.
    // ANCHOR: hand-out-taken-over
    public static var handOutTakenOver: Law {
        Law(
            family: "Hand-out", name: "a hand-out waiting in a busy thread's line is taken over",
            equation:
                "settle(x), then observe p inside q's observer on t1 while t2 and t3 observe p, on schedule s ≡ each is delivered x once, in order, one at a time, none waiting for t1",
            Given.outcome("x"), Given.schedule("s"),
            lhs: { s, x, schedule in
                let (q, settleQ) = s.pending()
                let (p, settle) = s.pending()
                settle(x.result)
                let watch = HandOutWatch(side: s)
                watch.settled()
                s.expectObservers(3)
                s.design.observe(q.box) { _ in
                    watch.observe(p, as: 0)
                    Interleaving.action("in q's observer")
                    watch.checkTakenOver(by: 1, from: "t1")
                }
                Self.raceSettlingQ(settleQ, whileObserving: p, with: watch, on: schedule, in: s)
            },
            rhs: { s, x, _ in
                s.deliver(Delivery(x.result), toEachOf: 3)
            }
        ).about([.order, .oneAtATime, .callsBackAtOnce])
    }
    // ANCHOR_END: hand-out-taken-over

    /// An observer already waiting; then p settled inside q's observer on t1, so that p's
    /// hand-out waits in t1's line until that observer returns, while t2 and t3 observe p: each
    /// observer is called once, in order, one at a time. (Whether t2 takes the waiting hand-out
    /// over is not asked: for a promise made from others, as an exercise's `all` is, the settle
    /// reaches p itself only through a hand-out of its own, in t1's line.) A settle inside a job
    /// that calls its observers at once, past the trampoline, runs them beside t2's hand-out.
    public static var settleInsideObserver: Law {
        Law(
            family: "Hand-out", name: "a settle inside an observer is handed out while threads observe",
            equation:
                "observe p, then settle p(x) inside q's observer on t1 while t2 and t3 observe p, on schedule s ≡ each is delivered x once, in order, one at a time",
            Given.outcome("x"), Given.schedule("s"),
            lhs: { s, x, schedule in
                let (q, settleQ) = s.pending()
                let (p, settle) = s.pending()
                let watch = HandOutWatch(side: s)
                watch.observe(p, as: 0)
                s.expectObservers(3)
                s.design.observe(q.box) { _ in
                    settle(x.result)
                    Interleaving.action("in q's observer")
                }
                Self.raceSettlingQ(settleQ, whileObserving: p, with: watch, on: schedule, in: s)
            },
            rhs: { s, x, _ in
                s.deliver(Delivery(x.result), toEachOf: 3)
            }
        ).about([.order, .oneAtATime])
    }

    /// Observers whose release, when the design lets them go once called, settles p again and
    /// observes it: each new observer comes during a hand-out, and is handed x in a batch of its
    /// own. Observer 0 is waiting when p settles, so it goes in the first batch; t2's observer 1
    /// may come before the settle, during the hand-out (a later batch) or after it, as the
    /// schedule says. A design that lets its observers go with its lock held runs that release
    /// inside the lock, and waits for ever for the lock its own thread holds (or, on a Dispatch
    /// queue, traps); one that keeps them never lets the new observers in.
    public static var releaseObservesAgain: Law {
        Law(
            family: "Hand-out", name: "an observer let go settles and observes the promise again",
            equation:
                "observe p with an observer whose release settles p(y) and observes p, then settle(x) while t2 observes p with another whose release observes p, on schedule s ≡ each of the 4 is delivered x once, in order, one at a time",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (p, settle) = s.pending()
                let watch = HandOutWatch(side: s)
                s.expectObservers(4)
                watch.observe(
                    p, as: 0,
                    onRelease: {
                        settle(y.result)
                        watch.observe(p, as: 2)
                    })
                s.race(
                    on: schedule,
                    [
                        (
                            "settle(\(x.outcomeText))",
                            {
                                settle(x.result)
                                s.runQueuedCallbacks()
                            }
                        ),
                        ("observe #1", { watch.observe(p, as: 1, onRelease: { watch.observe(p, as: 3) }) }),
                    ])
            },
            rhs: { s, x, _, _ in
                s.deliver(Delivery(x.result), toEachOf: 4)
            }
        ).about([.order, .oneAtATime])
    }

    /// t1 settles q while t2 and t3 observe p as observers 1 and 2, on `schedule`: the race of
    /// the laws about a hand-out waiting in t1's line.
    private static func raceSettlingQ(
        _ settleQ: @escaping @Sendable (Result<Int, LawError>) -> Void, whileObserving p: SidePromise<Design>,
        with watch: HandOutWatch<Design>, on schedule: Schedule, in s: Side<Design>
    ) {
        s.race(
            on: schedule,
            [
                // No queue worker here (as the other hand-out laws have): on a queue, q's observer
                // is no job of t1's line, so nothing waits there to be taken over.
                ("settle q", { settleQ(.success(0)) }),
                ("observe #1", { watch.observe(p, as: 1) }),
                ("observe #2", { watch.observe(p, as: 2) }),
            ])
    }
}

/// Runs `action` when it is freed: what an observer holds on to, so that the design's letting
/// go of the observer shows.
private final class OnRelease: Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit { action() }
}

/// What a promise's observers did, in the order things happened, for the laws about the
/// hand-out. Each observer has a schedule point inside it, so a schedule can stop a thread in
/// the middle of a hand-out. What breaks a rule the design promised (its ``Guarantees``; an
/// observer called twice breaks every design's) is logged as an effect of the side, which the
/// other side does not have: `observer 2 called before observer 1, added first`.
final class HandOutWatch<Design: ResolvableDesign>: Sendable {
    private struct State {
        /// A clock of events, to say what came before what.
        var clock = 0
        var began: [Int: Int] = [:]
        var added: [Int: Int] = [:]
        var called: Set<Int> = []
        var running: Set<Int> = []
        var settledAt: Int?
        /// The observers whose `observe` began once the promise was settled.
        var beganLate: Set<Int> = []
    }

    private let side: Side<Design>
    private let state = Locked(State(), schedulePoints: false)
    /// What the design promises, so that only those rules are watched.
    private let guarantees: Guarantees

    init(side: Side<Design>) {
        self.side = side
        guarantees = side.design.guarantees
    }

    /// Observes `promise` as observer `number`, watched; `onRelease` runs when the design lets
    /// the observer go.
    func observe(_ promise: SidePromise<Design>, as number: Int, onRelease: (@Sendable () -> Void)? = nil) {
        state.withLock { state in
            state.clock += 1
            state.began[number] = state.clock
            if state.settledAt != nil { state.beganLate.insert(number) }
        }
        let held = onRelease.map(OnRelease.init)
        side.design.observe(promise.box) { delivery in
            withExtendedLifetime(held) {}
            // No point before this bookkeeping: the step where the design's lock is given back,
            // just before it calls the observer, already lets another thread in there, and one
            // more point here made a quarter to a half more schedules to search.
            self.enter(number)
            Interleaving.action("in observer #\(number)")
            self.state.withLock { _ = $0.running.remove(number) }
            self.side.deliver(delivery, to: number)
        }
        state.withLock { state in
            state.clock += 1
            state.added[number] = state.clock
        }
    }

    /// The promise has been settled (its `settle` returned).
    func settled() {
        state.withLock { state in
            state.clock += 1
            state.settledAt = state.clock
        }
    }

    /// From inside another job of `thread`: if observer `number` began observing once the
    /// promise was settled, and no `observe` is under way (so no other thread is in the middle of
    /// a hand-out it started), it has been called; otherwise its hand-out waits for this
    /// thread's job to end.
    func checkTakenOver(by number: Int, from thread: String) {
        guard guarantees.contains(.callsBackAtOnce) else { return }
        let waiting = state.withLock { state in
            state.beganLate.contains(number) && !state.called.contains(number)
                && state.began.keys.allSatisfy { state.added[$0] != nil }
        }
        if waiting {
            side.log.record("observer \(number) waits for \(thread)'s job, though its observe came after the settle")
        }
    }

    private func enter(_ number: Int) {
        let problems = state.withLock { state -> [String] in
            var problems: [String] = []
            if state.called.contains(number) { problems.append("observer \(number) called again") }
            for other in state.running.sorted() where guarantees.contains(.oneAtATime) {
                problems.append("observer \(number) called while observer \(other) runs")
            }
            let began = state.began[number] ?? 0
            for (other, at) in state.added.sorted(by: { $0.key < $1.key })
            where guarantees.contains(.order) && other != number && at < began && !state.called.contains(other) {
                problems.append("observer \(number) called before observer \(other), added first")
            }
            state.called.insert(number)
            state.running.insert(number)
            return problems
        }
        for problem in problems { side.log.record(problem) }
    }
}
