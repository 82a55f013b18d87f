import Dispatch
import Locking

extension Law where Design: ResolvableDesign {
    /// Resolution: an eager promise settles once, tells every observer once, in the order they
    /// came, and stays right when threads race to observe it while another settles it.
    public static var resolution: [Law] {
        [
            atMostOnce, lateSecondSettle, manyObservers, observerAddedByAnObserver, observerAddedDuringHandOut,
            racingObservers, twoProducers, operatorsAtOnce, mapsAtOnce, mapsOnThreadsAtOnce,
        ] + handOut
    }

    /// The resolution laws that reach a design's own `flatMap`: for a design that
    /// makes, observes and settles its promises with another design's code, whose resolution
    /// laws that design already checks (chapter 5 on chapter 4). The others would check the same
    /// code again.
    public static var throughOperators: [Law] { [operatorsAtOnce] }

    /// The resolution laws about the order observers are called in (``Guarantees/order``): they
    /// apply to a design that promises the order observers came in (chapters 3 to 5), not to
    /// one that does not (a `Task`).
    public static var ordering: [Law] { resolution.filter { $0.about.contains(.order) } }

    /// At most once: an observer hears one resolution, the first; whatever comes later is ignored.
    // ANCHOR: at-most-once
    public static var atMostOnce: Law {
        Law(
            family: "Resolution", name: "at most once",
            equation: "observe p, settle(x), settle(y) ≡ observe p, settle(x)",
            Given.outcome("x"), Given.outcome("y"),
            lhs: { s, x, y in
                let (p, settle) = s.pending()
                s.observe(p)
                settle(x.result)
                settle(y.result)
            },
            rhs: { s, x, _ in
                let (p, settle) = s.pending()
                s.observe(p)
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
            lhs: { s, x, y in
                let (p, settle) = s.pending()
                s.expectObservers(2)
                s.observe(p)
                settle(x.result)
                s.after(5, on: .b) {
                    settle(y.result)
                    s.observe(p)
                }
            },
            rhs: { s, x, _ in
                let (p, settle) = s.pending()
                s.expectObservers(2)
                s.observe(p)
                settle(x.result)
                s.after(5, on: .b) { s.observe(p) }
            })
    }

    /// Observers added before and after settlement are each called once, with the same
    /// outcome, in the order they were added.
    // ANCHOR: many-observers
    public static var manyObservers: Law {
        Law(
            family: "Resolution", name: "every observer, once, in order",
            equation: "n observers, settle(x), m observers ≡ each is delivered x once, in the order added",
            Given.count("n", in: 0...4), Given.count("m", in: 0...4), Given.outcome("x"),
            lhs: { s, n, m, x in
                let (p, settle) = s.pending()
                for _ in 0..<n { s.observe(p, logged: true) }
                settle(x.result)
                for _ in 0..<m { s.observe(p, logged: true) }
            },
            rhs: { s, n, m, x in
                for observer in 0..<(n + m) { s.deliver(Delivery(x.result), to: observer, logged: true) }
            }
        ).about(.order)
    }
    // ANCHOR_END: many-observers

    /// An observer added from inside another observer, while the outcome is being handed out,
    /// waits for the observers that were already waiting: it is not called in the middle of them.
    public static var observerAddedByAnObserver: Law {
        Law(
            family: "Resolution", name: "an observer added by an observer waits its turn",
            equation: "n observers, the first adding one more when called, settle(x) ≡ all n, then the added one",
            Given.count("n", in: 1...4), Given.outcome("x"),
            lhs: { s, n, x in
                let (p, settle) = s.pending()
                s.expectObservers(n + 1)
                s.observe(p, logged: true) { s.observe(p, logged: true) }
                for _ in 1..<n { s.observe(p, logged: true) }
                settle(x.result)
            },
            rhs: { s, n, x in
                for observer in 0...n { s.deliver(Delivery(x.result), to: observer, logged: true) }
            }
        ).about(.order)
    }

    /// An observer added from another thread while the outcome is being handed out (the first
    /// observer waits until it has been added) is called after the observers already waiting,
    /// not at once on its own thread, in the middle of them.
    public static var observerAddedDuringHandOut: Law {
        Law(
            family: "Resolution", name: "an observer added during the hand-out waits its turn",
            equation: "n observers, another added on laws.b while the first is called, settle(x) ≡ all n, then it",
            Given.count("n", in: 2...4), Given.outcome("x"),
            lhs: { s, n, x in
                let (p, settle) = s.pending()
                s.expectObservers(n + 1)
                s.observe(p, logged: true) {
                    s.onAnotherThread(as: .b) { s.observe(p, logged: true) }
                }
                for _ in 1..<n { s.observe(p, logged: true) }
                settle(x.result)
            },
            rhs: { s, n, x in
                for observer in 0...n { s.deliver(Delivery(x.result), to: observer, logged: true) }
            }
        ).about(.order)
    }

    /// Threads that observe while another settles, on a schedule: every observer is called
    /// exactly once with the outcome. A check-then-act split over two lock acquisitions loses
    /// or doubles an observer on the schedules that put a settle between the two.
    // ANCHOR: racing-observers
    public static var racingObservers: Law {
        Law(
            family: "Resolution", name: "racing observers are each called once",
            equation:
                "n observers, then two threads observe p while a third settles(x), on schedule s ≡ each observer is delivered x once",
            Given.count("n", in: 0...2), Given.outcome("x"), Given.schedule("s"),
            lhs: { s, n, x, schedule in
                let (p, settle) = s.pending()
                for observer in 0..<n { s.observe(p, as: observer) }
                s.expectObservers(n + 2)
                let observers: [(name: String, body: @Sendable () -> Void)] = (n..<(n + 2)).map { observer in
                    ("observe #\(observer)", { s.observe(p, as: observer) })
                }
                s.race(
                    on: schedule,
                    [("settle(\(x.outcomeText))", { @Sendable in settle(x.result) })] + observers)
            },
            rhs: { s, n, x, _ in
                s.deliver(Delivery(x.result), toEachOf: n + 2)
            })
    }
    // ANCHOR_END: racing-observers
}

extension Law where Design: ResolvableDesign {
    /// Two producers settle one promise at once, on a schedule: exactly one outcome wins, and
    /// every observer, one that came before and one that comes after, is handed that one, once.
    /// A `resolve` that checks and sets under two separate lock acquisitions lets both win on
    /// the schedules that put one thread's check inside the other's. Which outcome wins is the
    /// schedule's choice, so each observer's delivery is shown as `0` when it is the one winner.
    // ANCHOR: two-producers
    public static var twoProducers: Law {
        Law(
            family: "Resolution", name: "two producers settle at once",
            equation:
                "settle(x) and settle(y) at once on schedule s, observers before and after ≡ each is delivered one winner (0), once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (p, settle) = s.pending()
                let winner = Locked<Delivery?>(nil, schedulePoints: false)
                let outcomes = [Delivery(x.result), Delivery(y.result)]
                s.expectObservers(2)
                let judge: @Sendable (Int, Delivery) -> Void = { observer, delivery in
                    let first = winner.withLock { winner in
                        if winner == nil, outcomes.contains(delivery) { winner = delivery }
                        return winner
                    }
                    s.deliver(delivery == first ? .value(0) : delivery, to: observer)
                }
                s.design.observe(p.box) { judge(0, $0) }
                s.settleAtOnce(on: schedule, [("", settle, x), ("", settle, y)])
                s.design.observe(p.box) { judge(1, $0) }
            },
            rhs: { s, _, _, _ in
                for observer in 0..<2 { s.deliver(.value(0), to: observer) }
            })
    }
    // ANCHOR_END: two-producers

    /// Two promises, each with a `map`, settled from two threads at once, on a schedule: each
    /// delivers `f` of its own value. A `map` that keeps its value in state shared by every
    /// `map` (a scratch slot, written in one locked block and read in another) hands one
    /// promise's value to the other's observer on the schedules that put a thread in between.
    public static var mapsAtOnce: Law {
        Law(
            family: "Resolution", name: "maps of two promises settled at once",
            equation: "settle fa(x) and fb(y) at once on schedule s, observe fa.map(f) and fb.map(f) ≡ f(x) and f(y)",
            Given.outcome("x"), Given.outcome("y"), Given.function("f"), Given.schedule("s"),
            lhs: { s, x, y, f, schedule in
                let (first, second) = (s.pending(), s.pending())
                s.observe(first.promise.map { f($0) }, as: 0)
                s.observe(second.promise.map { f($0) }, as: 1)
                s.settleAtOnce(on: schedule, [("fa", first.settle, x), ("fb", second.settle, y)])
            },
            rhs: { s, x, y, f, _ in
                // By hand: a design's own `map` here could share its state with the left side's.
                s.deliver(Delivery(x.result.map { f($0) }), to: 0)
                s.deliver(Delivery(y.result.map { f($0) }), to: 1)
            })
    }

    /// Many promises, each observed through a `map`, settled from threads that really run at
    /// once: each observer gets `f` of its own promise's value. A `map` that keeps its value in
    /// state every `map` shares, with no lock at all, is out of every schedule's reach (it has
    /// no point to stop at); real threads doing the same work many times find it.
    public static var mapsOnThreadsAtOnce: Law {
        let (threads, each) = (2, 8)
        // One function that tells every value apart, so that a value handed to the wrong
        // observer always shows.
        let f: @Sendable (Int) -> Int = { $0 &* 2 &+ 1 }
        return Law(
            family: "Resolution", name: "maps on threads that run at once",
            equation:
                "on \(threads) threads at once, settle \(each) promises each, p(k) with x + k, observed as "
                + "p(k).map { 2 * $0 + 1 } ≡ 2 * (x + k) + 1 for each",
            Given.value("x"),
            lhs: { s, x in
                s.atOnce(
                    (0..<threads).map { thread in
                        {
                            for k in thread * each..<(thread + 1) * each {
                                let (p, settle) = s.pending()
                                s.observe(p.map(f), as: k)
                                settle(.success(x &+ k))
                            }
                        }
                    })
            },
            rhs: { s, x in
                for k in 0..<threads * each { s.deliver(.value(f(x &+ k)), to: k) }
            })
    }

    /// Operators used on one promise from several threads at once, while another thread settles
    /// it, on a schedule: each derived promise delivers what it would alone, once.
    public static var operatorsAtOnce: Law {
        Law(
            family: "Resolution", name: "operators used from several threads at once",
            equation:
                "settle(x) while threads observe p.map(f) and p.flatMap(k), on schedule s ≡ f(x) and k(x), once each",
            Given.outcome("x"), Given.function("f"), Given.kleisli("k"), Given.schedule("s"),
            lhs: { s, x, f, k, schedule in
                let (p, settle) = s.pending()
                s.expectObservers(2)
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
                        ("observe p.map(f)", { s.observe(p.map { f($0) }, as: 0) }),
                        ("observe p.flatMap(k)", { s.observe(p.flatMap { s.promise(k($0)) }, as: 1) }),
                    ])
            },
            rhs: { s, x, f, k, _ in
                s.observe(s.settled(x).map { f($0) }, as: 0)
                s.observe(s.settled(x).flatMap { s.promise(k($0)) }, as: 1)
            })
    }
}
