import Designs
import Locking
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
            lhs: { s, fa, fb in s.observe(s.promise(fa).zip(s.promise(fb))) },
            rhs: { s, fa, fb in
                // Both start at once; the pair is delivered when both values are in. Each side
                // stores its outcome and looks at the other's in one locked block, so exactly one
                // of them sees both, however the two race.
                let both = Locked<(first: Int?, second: Result<Int, LawError>?)>((nil, nil))
                s.source(fa).start { first in
                    switch first {
                    case .success(let a):
                        let ready = both.withLock { state in
                            state.first = a
                            return state.second.map { second in second.map { b in a &* 31 &+ b } }
                        }
                        if let ready { s.deliver(Delivery(ready)) }
                    case .failure:
                        s.deliver(Delivery(first))
                    }
                }
                s.source(fb).start { second in
                    let ready = both.withLock { state in
                        state.second = second
                        return state.first.map { a in second.map { b in a &* 31 &+ b } }
                    }
                    if let ready { s.deliver(Delivery(ready)) }
                }
            }
        ).timed()
    }
    // ANCHOR_END: zip-law
}
