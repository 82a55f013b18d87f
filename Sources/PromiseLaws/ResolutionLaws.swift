extension Law where Design: ResolvableDesign {
    /// At most once: an observer hears one resolution, the first; whatever comes later is ignored.
    // ANCHOR: at-most-once
    public static var atMostOnce: Law {
        Law(
            "Resolution", "at most once", "observe p, resolve(a), reject(e) ≡ observe p, resolve(a)",
            inputs: { _ in
                zip(Gen.small, Gen.int(in: 1...9)).map { a, code in LawInputs(a: a, e: LawError(code: code)) }
            },
            lhs: { design, x, run in
                let (p, settle) = design.pending()
                run.observe(design, p)
                settle(.success(x.a!))
                settle(.failure(x.e!))
            },
            rhs: { design, x, run in
                let (p, settle) = design.pending()
                run.observe(design, p)
                settle(.success(x.a!))
            })
    }
    // ANCHOR_END: at-most-once
}
