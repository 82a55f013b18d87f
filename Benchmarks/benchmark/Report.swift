import BenchmarkReport
import Foundation

/// A whole run: sample, check, probe depth and heap, print the table, write the chart.
struct Report {
    let options: Options

    /// Returns the process's exit status: 0, or 1 when a design delivered a wrong answer or the
    /// chart could not be written.
    func run() -> Int32 {
        let sizes = options.quick ? Sizes.quick : Sizes.full
        #if DEBUG
        FileHandle.standardError.write(
            Data("note: a debug build; `swift run -c release benchmark` gives the numbers worth reading\n".utf8))
        #endif
        let measures = Measure.all(sizes)
        let samples: [[[Double]]]
        switch sample(measures, sizes) {
        case .success(let all): samples = all
        case .failure(let wrong):
            FileHandle.standardError.write(Data((wrong.message + "\n").utf8))
            return 1
        }
        // medians[measure][design], nanoseconds per unit
        let medians = samples.map { $0.map { median($0) } }

        var heap: [Double?] = []
        for design in designs {
            var runs: [Double] = []
            for _ in 0..<3 {
                switch heapPerPending(design, count: sizes.heapCount) {
                case .success(let bytes): if let bytes { runs.append(bytes) }
                case .failure(let wrong):
                    FileHandle.standardError.write(Data((wrong.message + "\n").utf8))
                    return 1
                }
            }
            heap.append(median(runs))
        }
        let depths = designs.indices.map {
            Depth.deepest(design: $0, cap: sizes.depthCap, refinements: sizes.depthRefinements)
        }

        print(header(sizes))
        print(table(measures, medians, depths, heap))
        print(
            "Times are per step, per promise or per observer; × is the ratio to the first row (ensureAsync's to its flatMap step)."
        )
        print(
            "Deepest chain: the longest chain on a pending root that settled on an 8 MB main-thread stack (≥: the cap)."
        )
        print("Heap: C heap in use per pending promise with one callback, with the caller's handle on it.")

        guard let path = options.chart else { return 0 }
        // The chart keeps one fan-out, the largest: the table shows the others are the same per observer.
        let charted = measures.indices.filter { !measures[$0].title.hasPrefix("fan-out") || $0 == lastFanOut(measures) }
        let chart = Chart(
            title: "What each design costs, relative to a minimal eager promise (median of \(sizes.rounds) rounds)",
            designs: designs.map { $0.name },
            measures: charted.map { measures[$0].title } + ["heap per pending promise"],
            ratios: designs.indices.map { d in
                charted.map { m in ratio(medians, measures, m, d) } + [heapRatio(heap, d)]
            })
        do {
            try chart.svg().write(toFile: path, atomically: true, encoding: .utf8)
            print("chart: \(path)")
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the chart to \(path): \(error)\n".utf8))
            return 1
        }
        return 0
    }

    func ratio(_ medians: [[Double?]], _ measures: [Measure], _ m: Int, _ d: Int) -> Double? {
        guard let time = medians[m][d], let base = medians[measures[m].baselineIndex ?? m][0], base > 0 else {
            return nil
        }
        return time / base
    }

    func lastFanOut(_ measures: [Measure]) -> Int? {
        measures.indices.last { measures[$0].title.hasPrefix("fan-out") }
    }

    func heapRatio(_ heap: [Double?], _ d: Int) -> Double? {
        guard let bytes = heap[d], let base = heap[0], base > 0 else { return nil }
        return bytes / base
    }

    func header(_ sizes: Sizes) -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let mode = options.quick ? "--quick (a check that it runs; not numbers to read)" : "full"
        return """
            benchmark, \(mode): median of \(sizes.rounds) interleaved rounds after one to warm up; \
            \(cores) cores; chains of \(grouped(sizes.chainLength)) steps
            """
    }

    func table(
        _ measures: [Measure], _ medians: [[Double?]], _ depths: [(length: Int, capped: Bool)], _ heap: [Double?]
    )
        -> String
    {
        var rows = [["design"] + measures.map(\.title) + ["deepest chain", "heap per pending"]]
        for (d, design) in designs.enumerated() {
            var row = [design.name]
            for m in measures.indices {
                guard let time = medians[m][d] else {
                    row.append("—")
                    continue
                }
                let ratioText = ratio(medians, measures, m, d).map { " " + formatRatio($0) } ?? ""
                row.append(formatDuration(nanoseconds: time) + ratioText)
            }
            row.append((depths[d].capped ? "≥ " : "~") + grouped(depths[d].length))
            row.append(
                heap[d].map { formatBytes($0) + (heapRatio(heap, d).map { " " + formatRatio($0) } ?? "") } ?? "—")
            rows.append(row)
        }
        return formatTable(rows)
    }
}
