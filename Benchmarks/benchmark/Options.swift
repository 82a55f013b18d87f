import Foundation

/// What the command line asked for.
struct Options {
    var quick = false
    /// Where to write the chart; `nil` writes none.
    var chart: String?
    /// Set when the process is a depth probe, started by its parent (Depth.swift).
    var probe: (design: Int, length: Int)?
    /// Measure only what the project's lock's schedule points cost (LockCost.swift).
    var lockCost = false

    static let usage = """
        usage: swift run -c release benchmark [--quick] [--chart PATH | --write-book] [--lock-cost]

        Measures what each design in the book costs, against a minimal eager promise (1×), in one
        process: designs interleaved round by round, the median of each, every result checked.

          --quick        a run of a few seconds that proves the benchmark works (its numbers are
                         not worth reading)
          --chart PATH   write the SVG chart to PATH
          --write-book   write the chart to Book/costs.svg, the book's copy (run from the
                         package root); without it, no tracked file is ever written
          --lock-cost    measure only the locks: the project's lock against the bare pthread
                         mutex inside it (what its schedule points cost when no law's schedule
                         runs), and chapter 4's lock queue against its post's DispatchQueue
          --help         print this and exit

        """

    /// Parses `arguments` (without the program's name); `nil` means print the usage and exit 64.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--lock-cost": options.lockCost = true
            case "--chart":
                guard let path = rest.popFirst(), options.chart == nil else { return nil }
                options.chart = path
            case "--write-book":
                guard options.chart == nil, FileManager.default.fileExists(atPath: "Book/README.md") else { return nil }
                options.chart = "Book/costs.svg"
            case "--depth-probe":
                guard let design = rest.popFirst().flatMap({ Int($0) }),
                    let length = rest.popFirst().flatMap({ Int($0) })
                else { return nil }
                options.probe = (design, length)
            default: return nil
            }
        }
        // A quick run's numbers are not worth a place in the book.
        if options.quick && options.chart == "Book/costs.svg" { return nil }
        return options
    }
}
