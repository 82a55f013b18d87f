import Testing
import TourKit

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

    @Test("the usage lists every option, aligned, and the exit statuses")
    func usage() {
        #expect(
            command.usage == """
                Usage: result-chaining [--fast] [--step] [--id <N>]

                The iTunes lookup pipeline.

                Options:
                  --fast      shrink every delay so the tour finishes in a second or two
                  --step      wait for Enter before each section (on a terminal; ignored otherwise)
                  --id <N>    the artist to look up (default: 909253)
                  -h, --help  show this help and exit

                Exit status:
                  0   the tour ran
                  1   the tour itself failed
                  64  a bad command line
                """)
    }

    // MARK: Faults and presenting

    let networked = TourCommand(
        name: "observer-future", summary: "Users, albums, photos.",
        faultTargets: [FaultTarget("users", path: "/users"), FaultTarget("albums", path: "/albums")])

    @Test("--fault TARGET=KIND is read for each target and kind, and may be repeated for other targets")
    func faults() throws {
        guard case .run(let options) = networked.parse(["--fault", "albums=timeout", "--fault=users=status:503"]) else {
            Issue.record("the command line was refused")
            return
        }
        #expect(options.faults.map(\.spelled) == ["albums=timeout", "users=status:503"])
        #expect(options.faults.map(\.fault) == [.timeout, .status(503)])
        #expect(options.faults.map(\.target.path) == ["/albums", "/users"])
        for kind in ["timeout", "drop", "malformed", "status:500"] {
            guard case .run(let one) = networked.parse(["--fault", "users=\(kind)"]) else {
                Issue.record("--fault users=\(kind) was refused")
                continue
            }
            #expect(one.faults.map(\.spelled) == ["users=\(kind)"])
        }
    }

    @Test(
        "a bad --fault is a usage error that says what is allowed",
        arguments: [
            (["--fault"], "option '--fault' needs a value (TARGET=KIND)"),
            (["--fault", "albums"], "option '--fault' expects TARGET=KIND, such as users=timeout, got 'albums'"),
            (
                ["--fault", "photos=timeout"],
                "'--fault photos=timeout': this tour has no request named 'photos' (it has: users, albums)"
            ),
            (
                ["--fault", "users=slow"],
                "'--fault users=slow': unknown fault 'slow' (one of: timeout, drop, malformed, status:<100-599>)"
            ),
            (
                ["--fault", "users=status:600"],
                "'--fault users=status:600': unknown fault 'status:600' (one of: timeout, drop, malformed, status:<100-599>)"
            ),
            (
                ["--fault", "users=drop", "--fault", "users=malformed"],
                "'--fault users=malformed': 'users' already has '--fault users=drop'; "
                    + "a request fails only one way, so give each target one --fault"
            ),
            (
                ["--fault=albums=timeout", "--fault", "users=drop", "--fault", "albums=timeout"],
                "'--fault albums=timeout': 'albums' already has '--fault albums=timeout'; "
                    + "a request fails only one way, so give each target one --fault"
            ),
            (["--step=yes"], "option '--step' takes no value"),
        ])
    func badFault(arguments: [String], message: String) {
        #expect(networked.parse(arguments) == .usageError(message))
    }

    @Test("a tour that sends no request has no --fault")
    func noFaultWithoutTargets() {
        #expect(command.parse(["--fault", "users=timeout"]) == .usageError("unknown option '--fault'"))
        #expect(!command.usage.contains("--fault"))
        #expect(networked.usage.contains("--fault <TARGET=KIND>"))
        #expect(networked.usage.contains("69  a request failed because --fault broke it"))
    }

    @Test("--step is read; off a terminal the tour runs straight through")
    func step() async {
        #expect(command.parse(["--step"]) == .run(TourOptions(values: ["--id": "909253"], presenting: true)))
        let output = CapturedOutput()
        let status = await command.execute(arguments: ["--step"], output: output, errors: CapturedOutput()) { _, n in
            n.section("one")
            n.section("two")
        }
        #expect(status == 0)
        #expect(output.lines.count == 3)
    }

    @Test("a fault the tour hit is reported in words, and the tour exits 69; one it never hit exits 0")
    func faultReport() async throws {
        let output = CapturedOutput()
        let status = await networked.execute(
            arguments: ["--fast", "--fault", "albums=status:503"], output: output, errors: CapturedOutput()
        ) { options, _ in
            let host = FixtureHost(for: options, delay: .zero)
            _ = try await fetch(Fixtures.albumsURL, from: host)
            _ = try await fetch(Fixtures.albumsURL(userId: 1), from: host)
            _ = try await fetch(Fixtures.usersURL, from: host)
        }
        #expect(status == TourCommand.faultExitStatus)
        #expect(
            output.lines.suffix(3) == [
                "▶ --fault albums=status:503: HTTP 503 Service Unavailable: the server cannot answer now",
                "  → 2 requests to /albums broke; each step after one of them was skipped or failed",
                "exit status 69: a request failed because --fault broke it",
            ])
        let missed = CapturedOutput()
        let clean = await networked.execute(
            arguments: ["--fast", "--fault", "albums=drop"], output: missed, errors: CapturedOutput()
        ) { _, _ in }
        #expect(clean == 0)
        #expect(missed.lines.last == "  → no request went to /albums, so nothing broke")
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

    @Test("a second --fault for one target is refused before the tour runs: one error line, exit status 64")
    func executeRepeatedFault() async {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = await networked.execute(
            arguments: ["--fast", "--fault", "albums=timeout", "--fault", "albums=drop"], output: output, errors: errors
        ) { _, _ in
            Issue.record("the tour ran")
        }
        #expect(status == TourCommand.usageExitStatus)
        #expect(
            errors.lines.first
                == "observer-future: '--fault albums=drop': 'albums' already has '--fault albums=timeout'; "
                + "a request fails only one way, so give each target one --fault")
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
