import Locking

extension Law where Design: ZipDesign {
    /// The laws for `zip`: which failure it delivers, as the design promises, and both halves
    /// settled at once.
    public static var zip: [Law] { [zipFailsFast, zipWaitsForTheFirstPromise] + zipRacing }

    /// The racing law for `zip`.
    public static var zipRacing: [Law] { [zipSidesAtOnce] }

    /// For a `zip` that fails fast (``Guarantees/zipFailsFast``): the second promise's failure
    /// is delivered at once, while the first stays pending. A `zip` that waits for the first
    /// promise delivers nothing.
    public static var zipFailsFast: Law {
        Law(
            family: "Zip", name: "a failure is delivered at once",
            equation: "fa.zip(fb), fa pending, settle fb(e) ≡ e",
            Given.error("e"),
            lhs: { s, e in
                let (first, second) = (s.pending(), s.pending())
                s.observe(first.promise.zip(second.promise))
                second.settle(.failure(e))
            },
            rhs: { s, e in s.deliver(.failure(e)) }
        ).about(.zipFailsFast)
    }

    /// For a `zip` that fails with the first promise's failure
    /// (``Guarantees/zipFailsWithTheFirstPromise``): when the second fails first and the first
    /// then fails too, the first promise's failure is delivered. A `zip` that fails fast
    /// delivers the second's.
    public static var zipWaitsForTheFirstPromise: Law {
        Law(
            family: "Zip", name: "the first promise's failure is delivered",
            equation: "fa.zip(fb), settle fb(e), then fa(d) ≡ d",
            Given.error("e"), Given.error("d"),
            lhs: { s, e, d in
                let (first, second) = (s.pending(), s.pending())
                s.observe(first.promise.zip(second.promise))
                second.settle(.failure(e))
                first.settle(.failure(d))
            },
            rhs: { s, _, d in s.deliver(.failure(d)) }
        ).about(.zipFailsWithTheFirstPromise)
    }

    /// Both sides of a `zip` settled from two threads at once, on a schedule: the pair is
    /// delivered once. A `zip` that looks at the other half's slot under the lock, then fills
    /// its own under it again, loses the pair when the schedule lets both look before either
    /// fills: a lost wake-up, and the pair never comes. Which failure is right when both fail is
    /// the design's to promise: the first promise's, or either (which one settled first is the
    /// schedule's choice). What the design may deliver is shown as `0`.
    // ANCHOR: zip-sides-at-once
    public static var zipSidesAtOnce: Law {
        Law(
            family: "Zip", name: "both halves settled at once deliver once",
            equation:
                "fa.zip(fb), settle fa(x) and fb(y) at once on schedule s ≡ the pair, or a failure its guarantees allow (0), once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s"),
            lhs: { s, x, y, schedule in
                let (first, second) = (s.pending(), s.pending())
                let allowed = Self.zipOutcomes(x.result, y.result, s.design.guarantees)
                s.design.observe(first.promise.zip(second.promise).box) { delivery in
                    s.deliver(allowed.contains(delivery) ? .value(0) : delivery)
                }
                s.settleAtOnce(on: schedule, [("fa", first.settle, x), ("fb", second.settle, y)])
            },
            rhs: { s, _, _, _ in s.deliver(.value(0)) })
    }
    // ANCHOR_END: zip-sides-at-once

    /// What a `zip` of `x` and `y` may deliver, settled at once: the pair; or a failure, the
    /// first promise's if the design promises that, else either.
    private static func zipOutcomes(_ x: Result<Int, LawError>, _ y: Result<Int, LawError>, _ guarantees: Guarantees)
        -> Set<Delivery>
    {
        switch (x, y) {
        case (.success(let a), .success(let b)): return [.value(a &* 31 &+ b)]
        case (.failure(let e), .failure) where guarantees.contains(.zipFailsWithTheFirstPromise): return [.failure(e)]
        default: return Set([x, y].compactMap { if case .failure(let e) = $0 { .failure(e) } else { nil } })
        }
    }
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
