import Designs
import ObserverFuture
import PromiseLaws

extension Law where Design == ObserverFutureDesign {
    /// The chapter's own law: the parallel `zip`.
    static var chapter: [Law] { [zipWaitsForBoth] }

    /// `zip` starts nothing itself (both promises are already running), delivers the pair once
    /// both are fulfilled, and a failure as soon as the order allows: `fa`'s first, then `fb`'s.
    /// Timed: a `zip` that waited for one promise before starting the other would be late.
    // ANCHOR: zip-law
    static var zipWaitsForBoth: Law {
        Law(
            family: "Zip", name: "zip delivers both values, or the first failure",
            equation: "fa.zip(fb) ≡ fa and fb, both running, by hand",
            Given.promise("fa"), Given.promise("fb"),
            lhs: { d, run, fa, fb in
                let pair = run.promise(d, fa, "fa").zip(run.promise(d, fb, "fb"))
                run.observe(d, pair.map { a, b in a &* 31 &+ b })
            },
            rhs: { _, run, fa, fb in
                // Both start at once; the pair is delivered when both values are in.
                let both = Guarded<(first: Int?, second: Result<Int, LawError>?)>((nil, nil))
                let deliverIfBoth: @Sendable () -> Void = {
                    let ready = both.withLock { state -> Result<Int, LawError>? in
                        guard let a = state.first, let second = state.second else { return nil }
                        return second.map { b in a &* 31 &+ b }
                    }
                    if let ready { run.deliver(Delivery(ready)) }
                }
                run.source(fa, "fa").start { first in
                    switch first {
                    case .success(let a):
                        both.withLock { $0.first = a }
                        deliverIfBoth()
                    case .failure:
                        run.deliver(Delivery(first))
                    }
                }
                run.source(fb, "fb").start { second in
                    both.withLock { $0.second = second }
                    deliverIfBoth()
                }
            }
        ).timed()
    }
    // ANCHOR_END: zip-law
}
