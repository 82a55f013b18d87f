/// A design with a `zip` of two eager promises (chapter 3's): it delivers the pair, packed as
/// `a &* 31 &+ b`, once both values are in, or a failure: the first promise's, else the second's.
public protocol ZipDesign: ResolvableDesign {
    /// The design's `zip`, its pair packed into one `Int` as `a &* 31 &+ b`.
    func zip(_ first: Box, _ second: Box) -> Box
}

extension Law where Design: ZipDesign {
    /// The racing law for `zip`.
    public static var zipRacing: [Law] { [zipSidesAtOnce] }

    /// Both sides of a `zip` settled at the same instant, from two threads, round after round:
    /// each pair is delivered once. A `zip` that looks at the other side's slot under the lock,
    /// then fills its own under it again, loses the pair when both look before either fills:
    /// a lost wake-up, and the pair never comes.
    // ANCHOR: zip-sides-at-once
    public static var zipSidesAtOnce: Law {
        Law(
            family: "Zip", name: "both sides settled at once deliver once",
            equation: "fa.zip(fb), settle fa(x) and fb(y) at once ≡ the pair, or the first failure, once",
            Given.outcome("x"), Given.outcome("y"),
            lhs: { d, run, x, y in
                let sides = (0..<zipRounds).map { _ in (d.pending(), d.pending()) }
                for (first, second) in sides { run.observe(d, d.zip(first.promise, second.promise)) }
                StartingLine.race(
                    rounds: zipRounds, { sides[$0].0.settle(x.result) }, { sides[$0].1.settle(y.result) })
            },
            rhs: { _, run, x, y in
                let pair = x.result.flatMap { a in y.result.map { b in a &* 31 &+ b } }
                for round in 0..<zipRounds { run.deliver(Delivery(pair), to: round) }
            })
    }
    // ANCHOR_END: zip-sides-at-once
}

/// How many rounds one case of ``Law/zipSidesAtOnce`` runs: more than the other racing laws,
/// because its window (both sides look before either fills) is the narrowest.
let zipRounds = 256
