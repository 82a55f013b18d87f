#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The command line every tour shares: `--help`, `--fast`, its own options, and the exit statuses.
///
/// A tour's whole `main.swift`:
///
/// ```swift
/// import Workshop
/// let command = TourCommand(name: "result-chaining", summary: "The iTunes lookup pipeline.", options: [
///     .value("--id", placeholder: "N", help: "the artist to look up", default: "909253"),
/// ])
/// await command.run { options, narrator in try await ResultChainingTour(options: options, narrator: narrator).run() }
/// ```
///
/// Parsing is a pure function (``parse(_:)``) and running is testable without exiting (``execute(arguments:output:errors:body:)``).
public struct TourCommand: Sendable {
    /// The exit status of a bad command line: `EX_USAGE` from sysexits.
    public static let usageExitStatus: Int32 = 64
    /// The exit status when the tour itself throws.
    public static let failureExitStatus: Int32 = 1

    /// The product name, as typed after `swift run`.
    public let name: String
    /// One sentence on what the tour shows, for the usage text.
    public let summary: String
    /// The options the tour declares beyond `--fast` and `--help`.
    public let options: [TourOption]

    /// What a command line asks for.
    public enum Invocation: Sendable, Equatable {
        /// Run the tour with these options.
        case run(TourOptions)
        /// Print the usage to standard output and exit 0.
        case help
        /// Print this one-line message and the usage to standard error and exit 64.
        case usageError(String)
    }

    /// Declares a tour's command line.
    ///
    /// - Parameters:
    ///   - name: The product name.
    ///   - summary: One sentence on what the tour shows.
    ///   - options: Extra options; each name starts with "--" and is neither `--fast` nor `--help`.
    public init(name: String, summary: String, options: [TourOption] = []) {
        let names = options.map(\.name)
        precondition(names.allSatisfy { $0.hasPrefix("--") && $0.count > 2 }, "tour options start with --")
        precondition(Set(names).count == names.count, "tour options must have distinct names")
        precondition(!names.contains("--fast") && !names.contains("--help"), "--fast and --help are built in")
        self.name = name
        self.summary = summary
        self.options = options
    }

    /// Reads a command line without side effects.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: What to do; `--help` anywhere wins over everything else, and the last of a repeated option wins.
    public func parse(_ arguments: [String]) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") {
            return .help
        }
        var parsed = TourOptions(values: Dictionary(uniqueKeysWithValues: options.compactMap { option in
            option.defaultValue.map { (option.name, $0) }
        }))
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                return .usageError("unexpected argument '\(argument)'")
            }
            let (optionName, attached) = Self.split(argument)
            if optionName == "--fast" {
                guard attached == nil else { return .usageError("option '--fast' takes no value") }
                parsed.pace = .fast
                continue
            }
            guard let option = options.first(where: { $0.name == optionName }) else {
                return .usageError("unknown option '\(optionName)'")
            }
            guard option.takesValue else {
                guard attached == nil else { return .usageError("option '\(option.name)' takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            // A following word that is itself an option means the value was forgotten.
            guard let value = attached ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) else {
                return .usageError("option '\(option.name)' needs a value (\(option.placeholder ?? "value"))")
            }
            if attached == nil { remaining.removeFirst() }
            guard option.isValid(value) else {
                return .usageError("option '\(option.name)' expects \(option.requirement), got '\(value)'")
            }
            parsed.values[option.name] = value
        }
        return .run(parsed)
    }

    /// The usage text: a synopsis, the summary and one aligned line per option.
    public var usage: String {
        let rows = [("--fast", "shrink every delay so the tour finishes in a second or two")]
            + options.map { option in
                let label = option.synopsis
                let help = option.defaultValue.map { "\(option.help) (default: \($0))" } ?? option.help
                return (label, help)
            }
            + [("-h, --help", "show this help and exit")]
        let width = rows.map(\.0.count).max() ?? 0
        let synopsis = (["--fast"] + options.map(\.synopsis))
            .map { "[\($0)]" }
            .joined(separator: " ")
        let lines = ["Usage: \(name) \(synopsis)", "", summary, "", "Options:"]
            + rows.map { label, help in "  " + label + String(repeating: " ", count: width - label.count + 2) + help }
        return lines.joined(separator: "\n")
    }

    /// Runs the tour for a command line and exits the process: 0, 64 for a bad command line, 1 if the tour throws.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name; the process's own by default.
    ///   - body: The tour, given its options and a narrator writing to standard output.
    /// - Returns: Never; the process exits with the status from ``execute(arguments:output:errors:body:)``.
    public func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        body: @Sendable (TourOptions, Narrator) async throws -> Void
    ) async -> Never {
        let status = await execute(
            arguments: arguments,
            output: StandardOutput.shared,
            errors: StandardOutput(stream: .standardError),
            body: body
        )
        exit(status)
    }

    /// Runs the tour for a command line and returns the exit status instead of exiting, for tests.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - output: Where the usage (for `--help`) and the tour's narration go.
    ///   - errors: Where a usage error or the tour's thrown error goes.
    ///   - body: The tour.
    /// - Returns: 0 on success or help, ``usageExitStatus`` for a bad command line, ``failureExitStatus`` if the tour throws.
    public func execute(
        arguments: [String],
        output: any TextOutput,
        errors: any TextOutput,
        body: @Sendable (TourOptions, Narrator) async throws -> Void
    ) async -> Int32 {
        switch parse(arguments) {
        case .help:
            output.write(usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            return 0
        case .usageError(let message):
            errors.write(["\(name): \(message)"] + usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            return Self.usageExitStatus
        case .run(let options):
            do {
                try await body(options, Narrator(output: output))
                return 0
            } catch {
                errors.write(["\(name): error: \(String(describing: error))"])
                return Self.failureExitStatus
            }
        }
    }

    /// Splits `--name=value` into its parts; other arguments have no attached value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
