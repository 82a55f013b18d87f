import Locking

extension Law where Design: ZipDesign {
    /// The racing law for `zip`.
    public static var zipRacing: [Law] { [zipSidesAtOnce] }

    /// Both sides of a `zip` settled from two threads at once, on a schedule: the pair is
    /// delivered once. A `zip` that looks at the other half's slot under the lock, then fills
    /// its own under it again, loses the pair when the schedule lets both look before either
    /// fills: a lost wake-up, and the pair never comes.
    // ANCHOR: zip-sides-at-once
    public static var zipSidesAtOnce: Law {
        Law(
            family: "Zip", name: "both halves settled at once deliver once",
            equation: "fa.zip(fb), settle fa(x) and fb(y) at once on schedule s ≡ the pair, or the first failure, once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (first, second) = (s.pending(), s.pending())
                s.observe(first.promise.zip(second.promise))
                s.settleAtOnce(on: schedule, [("fa", first.settle, x), ("fb", second.settle, y)])
            },
            rhs: { s, x, y, _ in
                s.deliver(Delivery(x.result.flatMap { a in y.result.map { b in a &* 31 &+ b } }))
            })
    }
    // ANCHOR_END: zip-sides-at-once
}

extension Law where Design: BridgeDesign {
    /// The laws for a bridge: a cancelled waiter stops waiting, and, racing, is resumed once.
    public static var bridge: [Law] { [cancelledWhilePending] + bridgeRacing }

    /// The racing law for a bridge.
    public static var bridgeRacing: [Law] { [cancelledWhileSettling] }

    /// A waiter cancelled while the promise stays pending is resumed at once, with the
    /// cancellation: a bridge that ignores cancellation leaves it waiting for ever.
    public static var cancelledWhilePending: Law {
        Law(
            family: "Bridge", name: "a waiter cancelled while the promise stays pending stops waiting",
            equation: "wait, then cancel, nothing settled ≡ resumed once, cancelled (0)",
            lhs: { s in
                let bridge = s.bridge()
                let cancel = bridge.wait { outcome in
                    s.deliver(outcome.map(Delivery.init) ?? .value(0))
                }
                cancel()
            },
            rhs: { s in s.deliver(.value(0)) })
    }

    /// A waiter cancelled while its bridge is settled, from two threads on a schedule: it is
    /// resumed exactly once, with the outcome or with the cancellation. A cancellation handler
    /// that resumes the waiter without taking it out from under the settlement's feet resumes
    /// it twice, on the schedules that let both in. Either ending is right, so each is shown as `0`.
    // ANCHOR: cancelled-while-settling
    public static var cancelledWhileSettling: Law {
        Law(
            family: "Bridge", name: "a waiter cancelled while it settles is resumed once",
            equation: "wait, then settle(x) and cancel at once on schedule s ≡ resumed once, with x or cancelled (0)",
            Given.outcome("x"), Given.schedule("s"),
            lhs: { s, x, schedule in
                let bridge = s.bridge()
                let cancel = bridge.wait { outcome in
                    let delivery = outcome.map(Delivery.init)
                    let right = delivery == nil || delivery == Delivery(x.result)
                    s.deliver(right ? .value(0) : delivery ?? .value(0))
                }
                s.race(
                    on: schedule,
                    [
                        ("settle(\(x.outcomeText))", { bridge.settle(x.result) }),
                        ("cancel", { cancel() }),
                    ])
            },
            rhs: { s, _, _ in s.deliver(.value(0)) })
    }
    // ANCHOR_END: cancelled-while-settling
}
