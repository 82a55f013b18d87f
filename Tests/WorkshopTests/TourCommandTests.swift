import Testing
import Workshop

@Suite("Tour command line")
struct TourCommandTests {
    private struct TourFailed: Error, CustomStringConvertible {
        var description: String { "the lookup found no Rock artist" }
    }

    let command = TourCommand(
        name: "result-chaining",
        summary: "The iTunes lookup pipeline.",
        options: [
            .value(
                "--id", placeholder: "N", help: "the artist to look up", default: "909253",
                requirement: "a whole number"
            ) { Int($0) != nil }
        ]
    )

    @Test(
        "--help and -h ask for the usage, wherever they are",
        arguments: [["--help"], ["-h"], ["--fast", "--help"], ["--bogus", "-h"]])
    func help(arguments: [String]) {
        #expect(command.parse(arguments) == .help)
    }

    @Test("no arguments runs at the normal pace with the defaults")
    func defaults() {
        #expect(command.parse([]) == .run(TourOptions(pace: .normal, values: ["--id": "909253"])))
    }

    @Test("--fast runs at the fast pace")
    func fast() {
        #expect(command.parse(["--fast"]) == .run(TourOptions(pace: .fast, values: ["--id": "909253"])))
    }

    @Test("an option takes its value as the next word or after =", arguments: [["--id", "42"], ["--id=42"]])
    func value(arguments: [String]) {
        #expect(command.parse(arguments + ["--fast"]) == .run(TourOptions(pace: .fast, values: ["--id": "42"])))
    }

    @Test(
        "a bad command line is a usage error with a one-line message",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--id"], "option '--id' needs a value (N)"),
            (["--id", "--fast"], "option '--id' needs a value (N)"),
            (["--id", "abc"], "option '--id' expects a whole number, got 'abc'"),
            (["--id="], "option '--id' expects a whole number, got ''"),
            (["--fast=yes"], "option '--fast' takes no value"),
            (["extra"], "unexpected argument 'extra'"),
        ]
    )
    func usageError(arguments: [String], message: String) {
        #expect(command.parse(arguments) == .usageError(message))
    }

    @Test("the usage lists every option, aligned")
    func usage() {
        #expect(
            command.usage == """
                Usage: result-chaining [--fast] [--id <N>]

                The iTunes lookup pipeline.

                Options:
                  --fast      shrink every delay so the tour finishes in a second or two
                  --id <N>    the artist to look up (default: 909253)
                  -h, --help  show this help and exit
                """)
    }

    @Test("--help prints the usage to standard output and exits 0 without running the tour")
    func executeHelp() async {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = await command.execute(arguments: ["--help"], output: output, errors: errors) { _, _ in
            Issue.record("the tour ran")
        }
        #expect(status == 0)
        #expect(output.text == command.usage + "\n")
        #expect(errors.lines.isEmpty)
    }

    @Test("an unknown option prints one error line and the usage to standard error, exit status 64")
    func executeUsageError() async {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = await command.execute(arguments: ["--bogus"], output: output, errors: errors) { _, _ in
            Issue.record("the tour ran")
        }
        #expect(status == 64)
        #expect(status == TourCommand.usageExitStatus)
        #expect(errors.lines.first == "result-chaining: unknown option '--bogus'")
        #expect(errors.text == "result-chaining: unknown option '--bogus'\n" + command.usage + "\n")
        #expect(output.lines.isEmpty)
    }

    @Test("the tour gets its options and narrator, and a clean run exits 0")
    func executeRun() async {
        let output = CapturedOutput()
        let status = await command.execute(
            arguments: ["--fast", "--id", "7"], output: output, errors: CapturedOutput()
        ) { options, narrator in
            narrator.step("looking up \(options.value("--id") ?? "?") at \(options.pace) pace")
        }
        #expect(status == 0)
        #expect(output.lines == ["▶ looking up 7 at fast pace"])
    }

    @Test("a tour that throws prints a readable message to standard error and exits 1")
    func executeFailure() async {
        let errors = CapturedOutput()
        let status = await command.execute(arguments: [], output: CapturedOutput(), errors: errors) { _, _ in
            throw TourFailed()
        }
        #expect(status == 1)
        #expect(errors.lines == ["result-chaining: error: the lookup found no Rock artist"])
    }
}
