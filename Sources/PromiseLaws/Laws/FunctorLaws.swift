extension Law {
    /// Functor: `map` changes the value and nothing else; and the contract of `make` and `map`.
    public static var functor: [Law] { [functorIdentity, functorComposition, makeDelivers, mapDelivers] }

    /// Lateness that comes only some of the time: a set of its own, beside ``functor``, which the
    /// harness's own lawful controls are checked with.
    public static var everyTime: [Law] { [mapOnTimeEveryTime] }

    /// `fa.map { $0 } ≡ fa`: mapping the identity changes nothing.
    public static var functorIdentity: Law {
        Law(
            family: "Functor", name: "identity", equation: "fa.map { $0 } ≡ fa",
            Given.promise("fa"),
            lhs: { s, fa in s.observe(s.promise(fa).map { $0 }) },
            rhs: { s, fa in s.observe(s.promise(fa)) })
    }

    /// `fa.map(f).map(g) ≡ fa.map { g(f($0)) }`: two maps are one map of the composition.
    // ANCHOR: composition
    public static var functorComposition: Law {
        Law(
            family: "Functor", name: "composition", equation: "fa.map(f).map(g) ≡ fa.map { g(f($0)) }",
            Given.promise("fa"), Given.function("f"), Given.function("g"),
            lhs: { s, fa, f, g in s.observe(s.promise(fa).map(f).map(g)) },
            rhs: { s, fa, f, g in
                let (f, g) = (s.function(f), s.function(g))
                s.observe(s.promise(fa).map { g(f($0)) })
            })
    }
    // ANCHOR_END: composition

    /// The oracle for `make` and `observe`: the design's promise delivers exactly what its
    /// recipe says, once, no earlier than its delay and not much later. The right side is the
    /// recipe itself, run by hand: no operation of the design is on it, so a bug that every
    /// side of the other laws shares (in `make`, `observe`, `pure`) cannot hide here.
    // ANCHOR: make-oracle
    public static var makeDelivers: Law {
        Law(
            family: "Contract", name: "a promise delivers what its recipe says",
            equation: "fa ≡ the recipe fa, run by hand",
            Given.promise("fa"),
            lhs: { s, fa in s.observe(s.promise(fa)) },
            rhs: { s, fa in s.source(fa).start { s.deliver(Delivery($0)) } }
        ).timed()
    }
    // ANCHOR_END: make-oracle

    /// The oracle for `map`: `f` runs once on the value, never on a failure, and the result
    /// is delivered as the recipe says.
    public static var mapDelivers: Law {
        Law(
            family: "Contract", name: "map delivers f of the value, calling f once",
            equation: "fa.map(f) ≡ fa, then f(x), by hand",
            Given.promise("fa"), Given.function("f"),
            lhs: { s, fa, f in s.observe(s.promise(fa).map(f)) },
            rhs: { s, fa, f in
                s.source(fa).start { result in
                    switch result {
                    case .success(let x):
                        s.expectCall(f, x)
                        s.deliver(.value(f(x)))
                    case .failure(let error):
                        s.deliver(.failure(error))
                    }
                }
            }
        ).timed()
    }

    /// `map` is on time every time, not only most of the time: each case maps twelve promises
    /// made alike at once, each compared with its recipe run by hand, so that a `map` that is
    /// late one call in three is late in every case. The effects are not compared (the contract
    /// of `map` does that): twelve promises at once log in no fixed order.
    public static var mapOnTimeEveryTime: Law {
        Law(
            family: "Contract", name: "map is on time, every time",
            equation: "twelve promises fa.map(f) at once ≡ each fa, then f(x), by hand",
            Given.promise("fa"), Given.function("f"),
            lhs: { s, fa, f in
                for _ in 0..<timedCopies { s.observe(s.make(s.quietSource(fa)).map { f($0) }) }
            },
            rhs: { s, fa, f in
                for observer in 0..<timedCopies {
                    s.quietSource(fa).start { s.deliver(Delivery($0.map { f($0) }), to: observer) }
                }
            }
        ).timed()
    }
}

/// How many promises one case of ``Law/mapOnTimeEveryTime`` maps at once.
private let timedCopies = 12
