// What each design costs (Book/07-costs.md). Run it in release, from the package root:
//   swift run -c release benchmark
import BenchmarkReport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") {
    print(Options.usage, terminator: "")
    exit(0)
}
guard let options = Options.parse(arguments) else {
    FileHandle.standardError.write(Data(Options.usage.utf8))
    exit(64)
}
if let probe = options.probe { Depth.runProbe(design: probe.design, length: probe.length) }
if options.lockCost {
    for line in LockCost.run(rounds: options.quick ? 3 : 15) { print(line) }
    exit(0)
}

let report = Report(options: options)
exit(report.run())
