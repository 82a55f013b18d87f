import Foundation

/// What the command line asked for.
struct Options {
    var quick = false
    /// Where to write the chart; `nil` writes none.
    var chart: String?
    /// Set when the process is a depth probe, started by its parent (Depth.swift).
    var probe: (design: Int, length: Int)?

    static let usage = """
        usage: swift run -c release benchmark [--quick] [--chart PATH]

        Measures what each design in the book costs, against a minimal Mutex promise (1×), in one
        process: designs interleaved round by round, the median of each, every result checked.

          --quick        a run of a few seconds that proves the benchmark works (its numbers are
                         not worth reading); its chart goes to a temporary file, never the book
          --chart PATH   write the SVG chart to PATH (default: Book/costs.svg when run from the
                         package root, a temporary file with --quick)
          --help         print this and exit

        """

    /// Parses `arguments` (without the program's name); `nil` means print the usage and exit 64.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var chartGiven = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--chart":
                guard let path = rest.popFirst() else { return nil }
                options.chart = path
                chartGiven = true
            case "--depth-probe":
                guard let design = rest.popFirst().flatMap({ Int($0) }),
                    let length = rest.popFirst().flatMap({ Int($0) })
                else { return nil }
                options.probe = (design, length)
            default: return nil
            }
        }
        if !chartGiven && options.quick {
            // A quick run's numbers are not worth a place in the book: its chart is only proof it draws.
            options.chart = FileManager.default.temporaryDirectory.appending(path: "costs-quick.svg").path
        } else if !chartGiven && FileManager.default.fileExists(atPath: "Book/README.md") {
            options.chart = "Book/costs.svg"
        }
        return options
    }
}
