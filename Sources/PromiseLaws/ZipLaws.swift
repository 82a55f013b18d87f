/// A design with a `zip` of two eager promises (chapter 3's): it delivers the pair, packed as
/// `a &* 31 &+ b`, once both values are in, or a failure: the first promise's, else the second's.
public protocol ZipDesign: ResolvableDesign {
    /// The design's `zip`, its pair packed into one `Int` as `a &* 31 &+ b`.
    func zip(_ first: Box, _ second: Box) -> Box
}

extension Law where Design: ZipDesign {
    /// The racing law for `zip`.
    public static var zipRacing: [Law] { [zipSidesAtOnce] }

    /// Both sides of a `zip` settled from two threads at once, on a schedule: the pair is
    /// delivered once. A `zip` that looks at the other side's slot under the lock, then fills
    /// its own under it again, loses the pair when the schedule lets both look before either
    /// fills: a lost wake-up, and the pair never comes.
    // ANCHOR: zip-sides-at-once
    public static var zipSidesAtOnce: Law {
        Law(
            family: "Zip", name: "both sides settled at once deliver once",
            equation: "fa.zip(fb), settle fa(x) and fb(y) at once on schedule s ≡ the pair, or the first failure, once",
            Given.outcome("x"), Given.outcome("y"), Given.schedule("s", threads: 2),
            lhs: { s, x, y, schedule in
                let (first, second) = (s.pending(), s.pending())
                s.observe(s.zip(first.promise, second.promise))
                s.settleAtOnce(on: schedule, [("fa", first.settle, x), ("fb", second.settle, y)])
            },
            rhs: { s, x, y, _ in
                s.deliver(Delivery(x.result.flatMap { a in y.result.map { b in a &* 31 &+ b } }))
            })
    }
    // ANCHOR_END: zip-sides-at-once
}
