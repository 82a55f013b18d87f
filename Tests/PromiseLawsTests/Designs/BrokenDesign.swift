import PromiseLaws

/// The lawful Result control with one operation swapped for a broken one. Each broken design
/// below is a bug a real promise library could have; the harness must catch every one.
struct BrokenDesign: RecoveringDesign {
    typealias Map = @Sendable (ResultThunk, @escaping @Sendable (Int) -> Int) -> ResultThunk
    typealias FlatMap = @Sendable (ResultThunk, @escaping @Sendable (Int) -> ResultThunk) -> ResultThunk

    let name: String
    var brokenMap: Map?
    var brokenPure: (@Sendable (Int) -> ResultThunk)?
    var brokenFlatMap: FlatMap?
    func make(_ source: PromiseSource) -> ResultThunk { Self.base.make(source) }
    func observe(_ promise: ResultThunk, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        Self.base.observe(promise, deliver)
    }
    func fail(_ error: LawError) -> ResultThunk { Self.base.fail(error) }
    func recover(_ promise: ResultThunk, _ transform: @escaping @Sendable (LawError) -> ResultThunk) -> ResultThunk {
        Self.base.recover(promise, transform)
    }
    func map(_ promise: ResultThunk, _ transform: @escaping @Sendable (Int) -> Int) -> ResultThunk {
        (brokenMap ?? Self.base.map)(promise, transform)
    }
    func pure(_ value: Int) -> ResultThunk { (brokenPure ?? Self.base.pure)(value) }
    func flatMap(_ promise: ResultThunk, _ transform: @escaping @Sendable (Int) -> ResultThunk) -> ResultThunk {
        (brokenFlatMap ?? Self.base.flatMap)(promise, transform)
    }
}

extension BrokenDesign {
    /// The lawful design each broken one starts from.
    static let base = ResultThunkDesign()

    static let mapAppliesTwice = BrokenDesign(
        name: "a map that applies f twice",
        brokenMap: { promise, f in
            base.map(base.map(promise, f), f)
        })

    static let mapIgnoresFunction = BrokenDesign(name: "a map that ignores f", brokenMap: { promise, _ in promise })

    static let flatMapIgnoresFunction = BrokenDesign(
        name: "a flatMap that ignores its function",
        brokenFlatMap: { promise, _ in
            promise
        })

    static let flatMapDropsFailures = BrokenDesign(
        name: "a flatMap that drops failures",
        brokenFlatMap: { promise, k in
            ResultThunk { done in
                promise.run { result in
                    // The bug: only the success path calls back; a failure is silently lost.
                    if case .success(let value) = result { k(value).run(done) }
                }
            }
        })

    static let flatMapRunsInnerTwice = BrokenDesign(
        name: "a flatMap that runs the inner promise twice",
        brokenFlatMap: { promise, k in
            ResultThunk { done in
                promise.run { result in
                    switch result {
                    case .success(let value):
                        let inner = k(value)
                        inner.run { _ in }  // the bug: a stray run, "to warm it up"
                        inner.run(done)
                    case .failure(let error):
                        done(.failure(error))
                    }
                }
            }
        })

    static let pureDeliversTwice = BrokenDesign(
        name: "a pure that delivers twice",
        brokenPure: { value in
            ResultThunk { done in
                done(.success(value))
                done(.success(value))
            }
        })

    static let pureNeverDelivers = BrokenDesign(
        name: "a pure that never delivers",
        brokenPure: { _ in
            ResultThunk { _ in }
        })

    static let flatMapReordersEffects = BrokenDesign(
        name: "a flatMap that reorders its effects",
        brokenFlatMap: { promise, k in
            ResultThunk { done in
                // The bug: a "prefetch" starts the next step on a guessed input before the first
                // step has even begun. The value still comes out right; the order of effects does not.
                k(0).run { _ in }
                base.flatMap(promise, k).run(done)
            }
        })
}
