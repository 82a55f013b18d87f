// The way laws were written before ``Side``: each side handed the design and the run apart,
// with one to five inputs, five overloads of one pattern. Kept only until the exercises'
// checks are written the new way (Law.swift's one initialiser takes any number of inputs).

extension Law {
    /// A law with one input: its sides take the design, the run, and the input.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    package init<A: Sendable & Shrinkable & CustomStringConvertible>(
        family: String, name: String, equation: String,
        _ a: Input<A>,
        lhs: @escaping @Sendable (Design, LawRun, A) -> Void,
        rhs: @escaping @Sendable (Design, LawRun, A) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                let a = a.cells(failures: failures)
                return Gen { rng in [a.run(&rng)] }
            },
            lhs: { side, cells in lhs(side.design, side.run, cells[0].typed(A.self)) },
            rhs: { side, cells in rhs(side.design, side.run, cells[0].typed(A.self)) })
    }

    /// A law with two inputs: its sides take the design, the run, and the inputs, in order.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    package init<
        A: Sendable & Shrinkable & CustomStringConvertible, B: Sendable & Shrinkable & CustomStringConvertible
    >(
        family: String, name: String, equation: String,
        _ a: Input<A>,
        _ b: Input<B>,
        lhs: @escaping @Sendable (Design, LawRun, A, B) -> Void,
        rhs: @escaping @Sendable (Design, LawRun, A, B) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                let a = a.cells(failures: failures)
                let b = b.cells(failures: failures)
                return Gen { rng in [a.run(&rng), b.run(&rng)] }
            },
            lhs: { side, cells in lhs(side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self)) },
            rhs: { side, cells in rhs(side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self)) })
    }

    /// A law with three inputs: its sides take the design, the run, and the inputs, in order.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    package init<
        A: Sendable & Shrinkable & CustomStringConvertible, B: Sendable & Shrinkable & CustomStringConvertible,
        C: Sendable & Shrinkable & CustomStringConvertible
    >(
        family: String, name: String, equation: String,
        _ a: Input<A>,
        _ b: Input<B>,
        _ c: Input<C>,
        lhs: @escaping @Sendable (Design, LawRun, A, B, C) -> Void,
        rhs: @escaping @Sendable (Design, LawRun, A, B, C) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                let a = a.cells(failures: failures)
                let b = b.cells(failures: failures)
                let c = c.cells(failures: failures)
                return Gen { rng in [a.run(&rng), b.run(&rng), c.run(&rng)] }
            },
            lhs: { side, cells in
                lhs(side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self))
            },
            rhs: { side, cells in
                rhs(side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self))
            })
    }

    /// A law with four inputs: its sides take the design, the run, and the inputs, in order.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    package init<
        A: Sendable & Shrinkable & CustomStringConvertible, B: Sendable & Shrinkable & CustomStringConvertible,
        C: Sendable & Shrinkable & CustomStringConvertible, D: Sendable & Shrinkable & CustomStringConvertible
    >(
        family: String, name: String, equation: String,
        _ a: Input<A>,
        _ b: Input<B>,
        _ c: Input<C>,
        _ d: Input<D>,
        lhs: @escaping @Sendable (Design, LawRun, A, B, C, D) -> Void,
        rhs: @escaping @Sendable (Design, LawRun, A, B, C, D) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                let a = a.cells(failures: failures)
                let b = b.cells(failures: failures)
                let c = c.cells(failures: failures)
                let d = d.cells(failures: failures)
                return Gen { rng in [a.run(&rng), b.run(&rng), c.run(&rng), d.run(&rng)] }
            },
            lhs: { side, cells in
                lhs(
                    side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self),
                    cells[3].typed(D.self))
            },
            rhs: { side, cells in
                rhs(
                    side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self),
                    cells[3].typed(D.self))
            })
    }

    /// A law with five inputs: its sides take the design, the run, and the inputs, in order.
    ///
    /// - Parameters:
    ///   - family: the set the law belongs to.
    ///   - name: its name.
    ///   - equation: `left ≡ right`, with the same names as the inputs.
    ///   - lhs: the left side: build it from the inputs and observe it.
    ///   - rhs: the right side.
    package init<
        A: Sendable & Shrinkable & CustomStringConvertible, B: Sendable & Shrinkable & CustomStringConvertible,
        C: Sendable & Shrinkable & CustomStringConvertible, D: Sendable & Shrinkable & CustomStringConvertible,
        E: Sendable & Shrinkable & CustomStringConvertible
    >(
        family: String, name: String, equation: String,
        _ a: Input<A>,
        _ b: Input<B>,
        _ c: Input<C>,
        _ d: Input<D>,
        _ e: Input<E>,
        lhs: @escaping @Sendable (Design, LawRun, A, B, C, D, E) -> Void,
        rhs: @escaping @Sendable (Design, LawRun, A, B, C, D, E) -> Void
    ) {
        self.init(
            family: family, name: name, equation: equation,
            generate: { failures in
                let a = a.cells(failures: failures)
                let b = b.cells(failures: failures)
                let c = c.cells(failures: failures)
                let d = d.cells(failures: failures)
                let e = e.cells(failures: failures)
                return Gen { rng in [a.run(&rng), b.run(&rng), c.run(&rng), d.run(&rng), e.run(&rng)] }
            },
            lhs: { side, cells in
                lhs(
                    side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self),
                    cells[3].typed(D.self), cells[4].typed(E.self))
            },
            rhs: { side, cells in
                rhs(
                    side.design, side.run, cells[0].typed(A.self), cells[1].typed(B.self), cells[2].typed(C.self),
                    cells[3].typed(D.self), cells[4].typed(E.self))
            })
    }
}
