import Dispatch

/// A measure that delivered the wrong answer: the benchmark stops with an error.
struct WrongResult: Error {
    let design: String
    let measure: String
    let delivered: Int
    let expected: Int

    var message: String {
        "error: \(design), \(measure): delivered \(delivered), expected \(expected)"
    }
}

/// How much work each sample does: enough to time in full runs, a token amount with `--quick`.
struct Sizes {
    var rounds: Int
    var chainLength: Int
    var chainRepeats: Int
    var pendingCount: Int
    var fanOuts: [Int]
    var depthCap: Int
    var depthRefinements: Int
    var heapCount: Int

    static let full = Sizes(
        rounds: 15, chainLength: 1_000, chainRepeats: 10, pendingCount: 10_000, fanOuts: [1_000, 10_000, 100_000],
        depthCap: 262_144, depthRefinements: 5, heapCount: 10_000)
    static let quick = Sizes(
        rounds: 7, chainLength: 100, chainRepeats: 2, pendingCount: 500, fanOuts: [100, 1_000],
        depthCap: 2_048, depthRefinements: 1, heapCount: 500)
}

/// One column of the table: a timed piece of work, its unit, and the answer it must deliver.
struct Measure {
    let title: String
    /// Units of work in one sample; the table prints time per unit.
    let units: Int
    let expected: Int
    /// The measure whose baseline time this one's ratio divides by; itself when `nil`.
    var baselineIndex: Int?
    /// One sample's work on a design, returning what its callbacks delivered, or `nil` when the
    /// design has no such measure.
    let work: (any Design.Type) -> Int?

    static func all(_ sizes: Sizes) -> [Measure] {
        let length = sizes.chainLength
        let repeats = sizes.chainRepeats
        let chainExpected = repeats * (7 + length)
        func chain(_ build: @escaping (any Design.Type, Int, Int) -> Int?) -> (any Design.Type) -> Int? {
            { design in
                var total = 0
                for _ in 0..<repeats {
                    guard let last = build(design, length, 7) else { return nil }
                    total += last
                }
                return total
            }
        }
        var measures = [
            Measure(
                title: "map step", units: length * repeats, expected: chainExpected,
                work: chain { $0.mapChain(length: $1, start: $2) }),
            Measure(
                title: "flatMap step", units: length * repeats, expected: chainExpected,
                work: chain { $0.flatMapChain(length: $1, start: $2) }),
            Measure(
                title: "pending + 1 callback", units: sizes.pendingCount,
                expected: sizes.pendingCount * (sizes.pendingCount - 1) / 2,
                work: { $0.pendingWithCallback(count: sizes.pendingCount) }),
        ]
        for observers in sizes.fanOuts {
            measures.append(
                Measure(
                    title: "fan-out, \(observers / 1000 > 0 ? "\(observers / 1000)k" : "\(observers)") observers",
                    units: observers, expected: observers, work: { $0.fanOut(observers: observers) }))
        }
        measures.append(
            Measure(
                title: "flatMap + ensureAsync step", units: length * repeats, expected: chainExpected,
                baselineIndex: 1, work: chain { $0.ensureAsyncChain(length: $1, start: $2) }))
        // The same chains on a root already settled (`Promise(value:)`, a cached value): every
        // step is then a late observer, delivered while the chain is built.
        let settledFlatMap = measures.count + 1
        measures += [
            Measure(
                title: "map step, settled root", units: length * repeats, expected: chainExpected,
                work: chain { $0.settledMapChain(length: $1, start: $2) }),
            Measure(
                title: "flatMap step, settled root", units: length * repeats, expected: chainExpected,
                work: chain { $0.settledFlatMapChain(length: $1, start: $2) }),
            Measure(
                title: "settled + 1 callback", units: sizes.pendingCount,
                expected: sizes.pendingCount * (sizes.pendingCount - 1) / 2,
                work: { $0.settledWithCallback(count: sizes.pendingCount) }),
            Measure(
                title: "flatMap + ensureAsync step, settled root", units: length * repeats, expected: chainExpected,
                baselineIndex: settledFlatMap, work: chain { $0.settledEnsureAsyncChain(length: $1, start: $2) }),
        ]
        return measures
    }
}

/// Nanoseconds since an arbitrary start, on the monotonic clock.
func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Runs every measure on every design, `sizes.rounds` times plus one round to warm up, designs
/// interleaved within each round so that a burst of load elsewhere falls on all of them alike.
/// Returns `samples[measure][design]`: nanoseconds per unit, one per round (empty where the
/// design has no such measure).
func sample(_ measures: [Measure], _ sizes: Sizes) -> Result<[[[Double]]], WrongResult> {
    var samples = measures.map { _ in designs.map { _ in [Double]() } }
    for round in 0...sizes.rounds {
        for (m, measure) in measures.enumerated() {
            // Each round starts with a different design, so none always runs first or last.
            for offset in designs.indices {
                let d = (offset + round) % designs.count
                let design = designs[d]
                let start = now()
                guard let delivered = measure.work(design) else { continue }
                let elapsed = Double(now() - start)
                guard delivered == measure.expected else {
                    return .failure(
                        WrongResult(
                            design: design.name, measure: measure.title, delivered: delivered,
                            expected: measure.expected))
                }
                if round > 0 { samples[m][d].append(elapsed / Double(measure.units)) }
            }
        }
    }
    return .success(samples)
}
