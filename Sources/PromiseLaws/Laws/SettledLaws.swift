extension Law where Design: SettledDesign {
    /// Settled at once: what a design that promises it must do with `pure`.
    public static var settled: [Law] { [pureIsSettled] }

    /// `pure(a)` is settled when made: an observer added outside any other observer is called
    /// before `observe` returns. A `pure` that delivers a millisecond later, from another queue,
    /// is on time by the clock but not settled, and the order of the two entries in the effects
    /// shows it.
    public static var pureIsSettled: Law {
        Law(
            family: "Contract", name: "pure is settled when made",
            equation: "observe pure(a), log returned ≡ a delivered, then returned",
            Given.value("a"),
            lhs: { s, a in
                s.observe(s.pure(a), logged: true)
                s.log.record("returned")
            },
            rhs: { s, a in
                s.deliver(.value(a), logged: true)
                s.log.record("returned")
            })
    }
}

extension Law where Design: SettledDesign & ErrorChannelDesign {
    /// Settled at once: what a design that promises it must do with `fail`.
    public static var settledFailures: [Law] { [failIsSettled] }

    /// `fail(e)` is settled when made: an observer added outside any other observer is called
    /// before `observe` returns.
    public static var failIsSettled: Law {
        Law(
            family: "Contract", name: "fail is settled when made",
            equation: "observe fail(e), log returned ≡ e delivered, then returned",
            Given.error("e"),
            lhs: { s, e in
                s.observe(s.fail(e), logged: true)
                s.log.record("returned")
            },
            rhs: { s, e in
                s.deliver(.failure(e), logged: true)
                s.log.record("returned")
            })
    }
}
