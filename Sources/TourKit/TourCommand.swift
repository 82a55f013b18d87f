import Foundation

/// The command line every tour shares: `--help`, `--fast`, `--step`, `--fault` for a tour that
/// talks to the fixture host, the tour's own value options, and the exit statuses.
///
/// A tour's whole `main.swift` is `await SomeTour.command.run(body: SomeTour.run)`, with a command such as:
///
/// ```swift
/// TourCommand(name: "result-chaining", summary: "The iTunes lookup pipeline.", options: [
///     .value("--id", placeholder: "ID", help: "the artist to look up", default: "909253",
///            requirement: "digits", isValid: { Int($0) != nil }),
/// ])
/// ```
///
/// Parsing is a pure function (``parse(_:)``) and running is testable without exiting
/// (``execute(arguments:output:errors:body:)``).
package struct TourCommand: Sendable {
    /// The exit status of a bad command line: `EX_USAGE` from sysexits.
    package static let usageExitStatus: Int32 = 64
    /// The exit status of a tour whose requests `--fault` broke: `EX_UNAVAILABLE` from sysexits.
    package static let faultExitStatus: Int32 = 69

    /// The product name, as typed after `swift run`.
    package let name: String
    let summary: String
    let options: [TourOption]
    /// The requests `--fault` can break; none for a tour that sends no request.
    package let faultTargets: [FaultTarget]

    /// What a command line asks for.
    package enum Invocation: Sendable, Equatable {
        /// Run the tour with these options.
        case run(TourOptions)
        /// Print the usage to standard output and exit 0.
        case help
        /// Print this one-line message and the usage to standard error and exit 64.
        case usageError(String)
    }

    /// Declares a tour's command line; each option's name starts with "--" and is not a built-in one.
    ///
    /// - Parameters:
    ///   - faultTargets: The requests the tour sends that `--fault` may break, such as
    ///     `FaultTarget("albums", path: "/albums")`; with none, the tour has no `--fault`.
    package init(name: String, summary: String, options: [TourOption] = [], faultTargets: [FaultTarget] = []) {
        let names = options.map(\.name)
        precondition(names.allSatisfy { $0.hasPrefix("--") && $0.count > 2 }, "tour options start with --")
        precondition(Set(names).count == names.count, "tour options must have distinct names")
        precondition(Set(names).isDisjoint(with: ["--fast", "--help", "--step", "--fault"]), "built-in option")
        self.name = name
        self.summary = summary
        self.options = options
        self.faultTargets = faultTargets
    }

    /// Reads a command line without side effects: `--help` anywhere wins, the last of a repeated
    /// option wins, and every `--fault` counts, one for each target: a second fault for the same
    /// request is a usage error, since a request can fail only one way.
    package func parse(_ arguments: [String]) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") {
            return .help
        }
        var parsed = TourOptions(values: Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.defaultValue) }))
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                return .usageError("unexpected argument '\(argument)'")
            }
            let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
            let name = equals.map { String(argument[..<$0]) } ?? argument
            let attached = equals.map { String(argument[argument.index(after: $0)...]) }
            if name == "--fast" || name == "--step" {
                guard attached == nil else { return .usageError("option '\(name)' takes no value") }
                if name == "--fast" { parsed.pace = .fast } else { parsed.presenting = true }
            } else if name == "--fault", !faultTargets.isEmpty {
                guard let value = attached ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) else {
                    return .usageError("option '--fault' needs a value (TARGET=KIND)")
                }
                if attached == nil { remaining.removeFirst() }
                switch TourFault.parse(value, targets: faultTargets) {
                case .success(let fault):
                    if let earlier = parsed.faults.first(where: { $0.target.name == fault.target.name }) {
                        return .usageError(
                            "'\(fault)': '\(fault.target.name)' already has '\(earlier)'; "
                                + "a request fails only one way, so give each target one --fault")
                    }
                    parsed.faults.append(fault)
                case .failure(let error): return .usageError(error.message)
                }
            } else if let option = options.first(where: { $0.name == name }) {
                // A following word that is itself an option means the value was forgotten.
                guard let value = attached ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) else {
                    return .usageError("option '\(name)' needs a value (\(option.placeholder))")
                }
                if attached == nil { remaining.removeFirst() }
                guard option.isValid(value) else {
                    return .usageError("option '\(name)' expects \(option.requirement), got '\(value)'")
                }
                parsed.values[name] = value
            } else {
                return .usageError("unknown option '\(name)'")
            }
        }
        return .run(parsed)
    }

    /// The usage text: a synopsis, the summary and one aligned line per option.
    package var usage: String {
        usageLines.joined(separator: "\n")
    }

    private var usageLines: [String] {
        let faultRows =
            faultTargets.isEmpty
            ? []
            : [
                (
                    "--fault <TARGET=KIND>",
                    "break every request to TARGET (\(faultTargets.map(\.name).joined(separator: ", "))) with KIND "
                        + "(\(Fault.commandLineSpellings)); may be repeated, once per TARGET"
                )
            ]
        let rows =
            [
                ("--fast", "shrink every delay so the tour finishes in a second or two"),
                ("--step", "wait for Enter before each section (on a terminal; ignored otherwise)"),
            ]
            + faultRows
            + options.map { ("\($0.name) <\($0.placeholder)>", "\($0.help) (default: \($0.defaultValue))") }
            + [("-h, --help", "show this help and exit")]
        let width = rows.map(\.0.count).max() ?? 0
        let synopsis = rows.dropLast().map { "[\($0.0)]" }.joined(separator: " ")
        let statuses =
            ["Exit status:", "  0   the tour ran", "  1   the tour itself failed", "  64  a bad command line"]
            + (faultTargets.isEmpty ? [] : ["  69  a request failed because --fault broke it"])
        return ["Usage: \(name) \(synopsis)", "", summary, "", "Options:"]
            + rows.map { label, help in "  " + label + String(repeating: " ", count: width - label.count + 2) + help }
            + [""] + statuses
    }

    /// Runs the tour for a command line and exits the process with ``execute(arguments:output:errors:body:)``'s status.
    package func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        body: @Sendable (TourOptions, Narrator) async throws -> Void
    ) async -> Never {
        let errors = StandardOutput(stream: .standardError)
        exit(await execute(arguments: arguments, output: StandardOutput.shared, errors: errors, body: body))
    }

    /// Runs the tour and returns the exit status, for tests: 0, 64 for a bad command line, 1 if the tour throws.
    package func execute(
        arguments: [String],
        output: any TextOutput,
        errors: any TextOutput,
        body: @Sendable (TourOptions, Narrator) async throws -> Void
    ) async -> Int32 {
        switch parse(arguments) {
        case .help:
            output.write(usageLines)
            return 0
        case .usageError(let message):
            errors.write(["\(name): \(message)"] + usageLines)
            return Self.usageExitStatus
        case .run(let options):
            var beforeSection: (@Sendable () -> Void)?
            if options.presenting, Terminal.isInteractiveInput {
                let presenter = Presenter(errors: errors)
                beforeSection = { presenter.wait() }
            }
            let narrator = Narrator(output: output, beforeSection: beforeSection)
            do {
                try await body(options, narrator)
            } catch {
                errors.write(["\(name): error: \(error)"])
                return 1
            }
            return report(options.faults, options.faultLog, narrator)
        }
    }

    /// Says what each `--fault` broke; the exit status is ``faultExitStatus`` if it broke anything.
    private func report(_ faults: [TourFault], _ log: FaultLog, _ narrator: Narrator) -> Int32 {
        guard !faults.isEmpty else { return 0 }
        narrator.section("Faults asked for")
        for fault in faults {
            let count = log.count(fault.spelled)
            let requests = count == 1 ? "1 request" : "\(count) requests"
            narrator.step("\(fault): \(fault.fault.meaning)")
            narrator.result(
                count == 0
                    ? "no request went to \(fault.target.path), so nothing broke"
                    : "\(requests) to \(fault.target.path) broke; each step after one of them was skipped or failed")
        }
        guard faults.contains(where: { log.count($0.spelled) > 0 }) else { return 0 }
        narrator.say("exit status \(Self.faultExitStatus): a request failed because --fault broke it")
        return Self.faultExitStatus
    }
}

/// Waits for Enter on standard input between sections, for a teacher walking a room through a tour.
private struct Presenter: Sendable {
    let errors: any TextOutput

    func wait() {
        errors.write(["  (Enter: next section)"])
        _ = readLine()
    }
}

/// An option taking a value that a tour declares, such as chapter 2's `--id <ID>`.
package struct TourOption: Sendable {
    let name: String
    let placeholder: String
    let help: String
    let defaultValue: String
    let requirement: String
    let isValid: @Sendable (String) -> Bool

    /// Declares an option given as `--name value` or `--name=value`, whose default is taken without checking.
    package static func value(
        _ name: String, placeholder: String, help: String, default defaultValue: String, requirement: String,
        isValid: @escaping @Sendable (String) -> Bool
    ) -> TourOption {
        TourOption(
            name: name, placeholder: placeholder, help: help, defaultValue: defaultValue, requirement: requirement,
            isValid: isValid
        )
    }
}

/// What a tour was asked to do: its pace and the value, typed or default, of each option it declared.
package struct TourOptions: Sendable, Equatable {
    /// `.fast` when `--fast` was given.
    package var pace: Pace
    /// The value of each declared option, such as `["--id": "909253"]`.
    package var values: [String: String]
    /// The faults `--fault` asked for, in order.
    package var faults: [TourFault]
    /// Whether `--step` asked to wait for Enter between sections.
    package var presenting: Bool
    /// What the faults broke, filled in by the fixture host ``FixtureHost/init(for:delay:)`` makes.
    package let faultLog: FaultLog
    /// The pictures of time the tour recorded, for the book's picture check.
    package let pictures: Pictures

    /// Makes options directly, for running a tour in-process from a test.
    package init(
        pace: Pace = .normal, values: [String: String] = [:], faults: [TourFault] = [], presenting: Bool = false
    ) {
        self.pace = pace
        self.values = values
        self.faults = faults
        self.presenting = presenting
        faultLog = FaultLog()
        pictures = Pictures()
    }

    /// Equal when they ask for the same run; the log of what happened is not compared.
    package static func == (lhs: TourOptions, rhs: TourOptions) -> Bool {
        lhs.pace == rhs.pace && lhs.values == rhs.values && lhs.faults == rhs.faults
            && lhs.presenting == rhs.presenting
    }

    /// The value of an option, such as `value("--id")`; `nil` for an option the tour did not declare.
    package func value(_ option: String) -> String? {
        values[option]
    }
}
