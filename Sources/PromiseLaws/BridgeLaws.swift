import Locking

/// A design with a bridge to `async` code that a waiter may leave (chapter 6's `Settlement`):
/// a producer settles it, and a waiter, waiting in a task, is resumed once, with the outcome or
/// with its cancellation, whichever comes first.
public protocol BridgeDesign: FunctorDesign {
    /// A new bridge: the producer's `settle`, and `wait`, which starts one waiter that hands
    /// `resume` the outcome, or nil if it was cancelled first. `wait` returns once the waiter
    /// is really waiting, with the way to cancel it.
    func bridge() -> (
        settle: @Sendable (Result<Int, LawError>) -> Void,
        wait: @Sendable (@escaping @Sendable (Result<Int, LawError>?) -> Void) -> @Sendable () -> Void
    )
}

extension Law where Design: BridgeDesign {
    /// The racing law for a bridge.
    public static var bridgeRacing: [Law] { [cancelledWhileSettling] }

    /// A waiter cancelled while its bridge is settled, from two threads on a schedule: it is
    /// resumed exactly once, with the outcome or with the cancellation. A cancellation handler
    /// that resumes the waiter without taking it out from under the settlement's feet resumes
    /// it twice, on the schedules that let both in. Either ending is right, so each is shown as `0`.
    // ANCHOR: cancelled-while-settling
    public static var cancelledWhileSettling: Law {
        Law(
            family: "Bridge", name: "a waiter cancelled while it settles is resumed once",
            equation: "wait, then settle(x) and cancel at once on schedule s ≡ resumed once, with x or cancelled (0)",
            Given.outcome("x"), Given.schedule("s", threads: 2),
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
                        {
                            Interleaving.action("settle(\(x.outcomeText))")
                            bridge.settle(x.result)
                        },
                        {
                            Interleaving.action("cancel")
                            cancel()
                        },
                    ])
            },
            rhs: { s, _, _ in s.deliver(.value(0)) })
    }
    // ANCHOR_END: cancelled-while-settling
}
