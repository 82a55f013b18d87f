import BookCheck
import Foundation
import TourKit

/// `swift run workshop`: the learner's loop, in one program. Each subcommand answers `--help`,
/// and every run ends with 0 (all good), 1 (something fails or is not done) or 64 (usage).
///
/// ```swift
/// let status = WorkshopCommand(root: root, output: output, errors: errors).execute(["hint", "3.1"])
/// ```
package struct WorkshopCommand: Sendable {
    /// Exit status: all good.
    package static let success: Int32 = 0
    /// Exit status: something fails, or is not done yet.
    package static let failure: Int32 = 1
    /// Exit status of a bad command line: `EX_USAGE` from sysexits, as the tours use.
    package static let usage: Int32 = TourCommand.usageExitStatus

    let root: URL
    let out: Printer
    let err: Printer
    /// Whether standard input is a terminal a person can answer on (`reset` asks first).
    let isInteractive: Bool
    /// Reads one answer from the person at the terminal.
    let readAnswer: @Sendable () -> String?

    /// A workshop for the package at `root`, writing to `output` and `errors`.
    package init(
        root: URL, output: any TextOutput, errors: any TextOutput, isInteractive: Bool = Terminal.isInteractiveInput,
        readAnswer: @escaping @Sendable () -> String? = { readLine() }
    ) {
        self.root = root
        out = Printer(output: output)
        err = Printer(output: errors)
        self.isInteractive = isInteractive
        self.readAnswer = readAnswer
    }

    /// The clone to work on: the current folder or the nearest one above it that holds this
    /// package (`swift run workshop` in a terminal, from any folder of the clone), else the
    /// clone `sourceFile` was built from (Xcode runs a scheme in its build folder).
    ///
    /// ```swift
    /// WorkshopCommand.packageRoot(currentDirectory: "/me/FivePromises/Book", sourceFile: #filePath)
    /// // file:///me/FivePromises/
    /// ```
    package static func packageRoot(currentDirectory: String, sourceFile: String) -> URL {
        if let clone = PackageRoot.nearest(from: currentDirectory, holding: ["Package.swift", "Chapters"]) {
            return clone
        }
        // sourceFile is Tools/workshop/main.swift: three levels below the clone.
        let folders = sourceFile.split(separator: "/").dropLast(3).joined(separator: "/")
        return URL(filePath: "/" + folders, directoryHint: .isDirectory)
    }

    static let subcommands: [(name: String, arguments: String, summary: String)] = [
        ("list", "", "every exercise, marked done, not started or not done yet, and your progress"),
        ("check", "[ID | CHAPTER]", "build and check one exercise (3.1), a chapter's (3), or all"),
        ("watch", "[ID]", "check again on every save under Chapters/; move on when one passes"),
        ("hint", "ID", "the hint for one exercise, as the book gives it"),
        ("reset", "ID [--yes]", "put an exercise's stub back as it was shipped (asks first)"),
        ("doctor", "", "check this machine is ready: toolchain, a build, a tour, a check"),
    ]

    static var usageText: [String] {
        ["usage: swift run workshop <command> [arguments]", ""]
            + subcommands.map { command in
                let left = "  " + command.name + (command.arguments.isEmpty ? "" : " " + command.arguments)
                return left.padding(toLength: 26, withPad: " ", startingAt: 0) + command.summary
            }
            + [
                "", "Every command takes --help. Exit status: 0 all good; 1 something fails or is not done;",
                "64 a bad command line. Colour only on a terminal, and never with NO_COLOR set or TERM=dumb.",
            ]
    }

    static let helps: [String: [String]] = [
        "list": [
            "usage: swift run workshop list", "",
            "Lists every exercise in the book with its state from the last check (or \"not started\" while",
            "its stub is untouched), then a progress line. Runs nothing: `check` brings the states up to date.",
            "Exit status 0 when every exercise is done, 1 otherwise.",
        ],
        "check": [
            "usage: swift run workshop check [ID | CHAPTER] [--no-sanitizer]", "",
            "Builds the package quietly (its errors are shown only if it fails), runs the checks of one",
            "exercise (check 3.1), one chapter's (check 3) or every one (check), and prints one line per",
            "exercise, what is still wrong with each one not done, and a summary line. An exercise with",
            "shared state (1.1, 2.2, chapters 3 to 6) that passes is checked again under the thread sanitizer",
            "(prepared by `workshop doctor`), so that a data race in your file makes it not done;",
            "--no-sanitizer skips that.",
            "Exit status 0 when every exercise checked is done, 1 otherwise, 64 for an unknown ID.",
        ],
        "watch": [
            "usage: swift run workshop watch [ID]", "",
            "Checks an exercise (the first one not done, unless ID is given), then checks it again each time",
            "a file under Chapters/ is saved. When it passes, moves on to the next. Ctrl-C stops it, and",
            "whatever it was running.",
        ],
        "hint": [
            "usage: swift run workshop hint ID", "",
            "Prints the hint for exercise ID (such as 3.1), from the book chapter's Exercises section.",
        ],
        "reset": [
            "usage: swift run workshop reset ID [--yes]", "",
            "Puts exercise ID's stub back as it is in the last commit (git checkout HEAD -- <stub>). On a",
            "terminal it asks first; elsewhere it needs --yes. Your changes to that one file are lost.",
        ],
        "doctor": [
            "usage: swift run workshop doctor", "",
            "Checks that this machine is ready for the workshop: the Swift version, a build of everything,",
            "one tour and one exercise check, each with a time limit, and says what to do about anything",
            "wrong. The first build takes minutes; run it before the day.",
        ],
    ]

    /// Runs a command line (without the program's name) and returns the exit status.
    package func execute(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            err.line("workshop: which command?")
            for line in Self.usageText { err.line(line) }
            return Self.usage
        }
        if command == "--help" || command == "-h" || command == "help" {
            for line in Self.usageText { out.line(line) }
            return Self.success
        }
        guard let help = Self.helps[command] else {
            err.line("workshop: unknown command \(command)")
            for line in Self.usageText { err.line(line) }
            return Self.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            for line in help { out.line(line) }
            return Self.success
        }
        let allowed = ["reset": ["--yes"], "check": ["--no-sanitizer"]][command] ?? []
        if let option = rest.first(where: { $0.hasPrefix("-") && !allowed.contains($0) }) {
            return usageError("\(command): unknown option \(option)", help)
        }
        let operands = rest.filter { !$0.hasPrefix("-") }
        let exercises: [Exercise]
        do {
            exercises = try Exercise.all(root: root)
        } catch {
            err.line("workshop: \(error)")
            return Self.failure
        }
        guard !exercises.isEmpty else {
            err.line("workshop: no exercises found under \(root.path)/Book: run it from the FivePromises folder")
            return Self.failure
        }
        let maximum = ["list": 0, "doctor": 0, "check": 1, "watch": 1, "hint": 1, "reset": 1][command] ?? 0
        if operands.count > maximum { return usageError("\(command): too many arguments", help) }
        if ["hint", "reset"].contains(command) && operands.isEmpty {
            return usageError("\(command): which exercise? (such as 3.1)", help)
        }
        switch command {
        case "list": return list(exercises)
        case "doctor": return Doctor(workshop: self, exercises: exercises).run()
        default: break
        }
        guard let chosen = Self.select(operands.first, from: exercises) else {
            let ids = exercises.map(\.id).joined(separator: " ")
            return usageError("\(command): no exercise or chapter \(operands[0]); there are \(ids)", help)
        }
        if command != "check" && command != "watch" && chosen.count != 1 {
            return usageError("\(command): give one exercise, such as \(chosen[0].id)", help)
        }
        switch command {
        case "hint": return hint(chosen[0])
        case "reset": return reset(chosen[0], confirmed: rest.contains("--yes"))
        case "check": return check(chosen, sanitizer: !rest.contains("--no-sanitizer"))
        default: return Watch(workshop: self, exercises: exercises, start: operands.first.map { _ in chosen[0] }).run()
        }
    }

    func usageError(_ message: String, _ help: [String]) -> Int32 {
        err.line("workshop " + message)
        for line in help { err.line(line) }
        return Self.usage
    }

    /// The exercises an operand names: one (`3.1`), a chapter's (`3`), all (none); nil if none match.
    static func select(_ operand: String?, from exercises: [Exercise]) -> [Exercise]? {
        guard let operand else { return exercises }
        let chosen = exercises.filter { $0.id == operand || String($0.chapter) == operand }
        return chosen.isEmpty ? nil : chosen
    }

    func list(_ exercises: [Exercise]) -> Int32 {
        let saved = SavedVerdicts(root: root)
        var done = 0
        var chapter = 0
        for exercise in exercises {
            if exercise.chapter != chapter {
                chapter = exercise.chapter
                out.line("chapter \(chapter)  (\(exercise.book))")
            }
            let state = saved.state(of: exercise)
            let mark =
                switch state {
                case "done": out.paint("✓", .green)
                case "not started": "○"
                case "failing": out.paint("✗", .red)
                default: "·"
                }
            if state == "done" { done += 1 }
            let words = state == "failing" ? "not done yet" : state
            out.line(
                "  \(mark) \(exercise.id.padding(toLength: 5, withPad: " ", startingAt: 0))\(exercise.title): \(words)")
        }
        out.line("exercises: \(done) of \(exercises.count) done (states from the last `workshop check`)")
        return done == exercises.count ? Self.success : Self.failure
    }

    func hint(_ exercise: Exercise) -> Int32 {
        out.line("hint for \(exercise.id) \(exercise.title) (\(exercise.book)):")
        for line in exercise.hint { out.line("  " + line) }
        out.line("stub: \(exercise.stub)")
        return Self.success
    }

    func reset(_ exercise: Exercise, confirmed: Bool) -> Int32 {
        if !confirmed {
            guard isInteractive else {
                return usageError(
                    "reset: this would lose your changes to \(exercise.stub); add --yes to go ahead",
                    Self.helps["reset"] ?? [])
            }
            out.line("Put \(exercise.stub) back as shipped? Your changes to it are lost. [y/N]")
            guard let answer = readAnswer()?.lowercased(), answer == "y" || answer == "yes" else {
                out.line("left as it is")
                return Self.failure
            }
        }
        let restored = Subprocess.run(["git", "checkout", "HEAD", "--", exercise.stub], in: root, limit: .seconds(60))
        guard restored.status == 0 else {
            err.line("workshop reset: git could not restore \(exercise.stub): \(restored.output)")
            return Self.failure
        }
        out.line("\(exercise.stub) is back as shipped: exercise \(exercise.id) is not started")
        return Self.success
    }

    func check(_ exercises: [Exercise], sanitizer: Bool = true) -> Int32 {
        let check = Check(root: root, output: out, sanitize: sanitizer)
        guard let verdicts = check.run(exercises, show: exercises) else { return Self.failure }
        SavedVerdicts(root: root).save(verdicts, for: exercises)
        return exercises.allSatisfy({ verdicts[$0.id] == .done }) ? Self.success : Self.failure
    }
}
