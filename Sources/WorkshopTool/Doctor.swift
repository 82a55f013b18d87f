import Foundation
import TourKit

/// `workshop doctor`: is this machine ready for the day? Each step has a time limit and says
/// what to do when it fails.
struct Doctor {
    let workshop: WorkshopCommand
    let exercises: [Exercise]

    /// One step's outcome: nil when it passed, else what to do.
    typealias Step = (name: String, run: () -> (detail: String, advice: String?))

    func run() -> Int32 {
        let root = workshop.root
        let steps: [Step] = [
            ("Swift toolchain", toolchain),
            ("test libraries (XCTest and Swift Testing)", testLibraries),
            ("git", { Self.gitStep(root: root) }),
            ("build of every target (the first one takes minutes)", build),
            ("a tour: swift run lazy-monad --fast", tour),
            ("an exercise check: workshop check \(exercises.first?.id ?? "1.0")", check),
            ("the thread sanitizer's build (minutes, once)", sanitizerBuild),
        ]
        var problems = 0
        for step in steps {
            let started = ContinuousClock.now
            let (detail, advice) = step.run()
            let seconds = (ContinuousClock.now - started).components.seconds
            if let advice {
                problems += 1
                workshop.out.line("\(workshop.out.paint("✗", .red)) \(step.name): \(detail)")
                workshop.out.line("    what to do: \(advice)")
                if ["Swift", "test", "build"].contains(where: step.name.hasPrefix) { break }
            } else {
                workshop.out.line("\(workshop.out.paint("✓", .green)) \(step.name): \(detail) (\(seconds) s)")
            }
        }
        if problems == 0 {
            workshop.out.line("doctor: ready for the workshop")
            return WorkshopCommand.success
        }
        workshop.out.line(
            "doctor: \(problems == 1 ? "1 problem" : "\(problems) problems"); see Book/workshop.md#troubleshooting")
        return WorkshopCommand.failure
    }

    /// The oldest Swift the package builds with: Package.swift's `swift-tools-version`, which
    /// a test keeps equal to this.
    static let oldestSwift = (major: 6, minor: 0)

    /// What to install, said once for every step that needs a newer or fuller toolchain.
    static let install =
        "on a Mac, Xcode 16 or later, chosen with `sudo xcode-select -s /Applications/Xcode.app`;"
        + " on Linux, Swift \(oldestSwift.major).\(oldestSwift.minor) or later from swift.org"

    func toolchain() -> (String, String?) {
        let version = Subprocess.run(["swift", "--version"], in: workshop.root, limit: .seconds(60))
        guard version.status == 0, let found = Self.swiftVersion(in: version.output) else {
            return ("no `swift` on the PATH", "install \(Self.install), then open a new terminal")
        }
        return Self.toolchainStep(found)
    }

    /// The toolchain step's verdict on a version: older than ``oldestSwift`` is refused, with
    /// what to install. Pure, for tests.
    static func toolchainStep(_ found: (major: Int, minor: Int)) -> (String, String?) {
        let name = "Swift \(found.major).\(found.minor)"
        guard (found.major, found.minor) >= oldestSwift else {
            return (
                name + ", older than this package's Swift \(oldestSwift.major).\(oldestSwift.minor)",
                "install \(install)"
            )
        }
        return (name, nil)
    }

    /// Whether the toolchain's test libraries can be used: on a Mac, Apple's Command Line Tools
    /// alone carry no `Testing` module that `swift test` finds, so every test target stops
    /// with "no such module 'Testing'"; Xcode's developer folder has both libraries.
    func testLibraries() -> (String, String?) {
        #if os(macOS)
        let folder = Subprocess.run(["xcode-select", "-p"], in: workshop.root, limit: .seconds(30))
        return Self.developerFolderStep(
            folder.status == 0 ? folder.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil)
        #else
        return ("they come with the Swift toolchain on Linux", nil)
        #endif
    }

    /// The test libraries' verdict on the developer folder `xcode-select -p` printed (nil: it
    /// printed none). Pure, for tests.
    static func developerFolderStep(_ folder: String?) -> (String, String?) {
        guard let folder, !folder.isEmpty else {
            return ("no developer folder selected", "install \(install)")
        }
        if folder.contains("CommandLineTools") {
            return (
                "Apple's Command Line Tools (\(folder)): with them alone, `swift test` cannot find the Testing module",
                "install \(install)"
            )
        }
        return ("from \(folder)", nil)
    }

    /// Whether a build's output says a test library is missing: what the Command Line Tools
    /// alone, or a toolchain without Swift Testing, print. Pure, for tests.
    static func missesTestLibrary(_ output: String) -> Bool {
        ["no such module 'Testing'", "no such module 'XCTest'", "plugin for module 'TestingMacros' not found"]
            .contains { output.contains($0) }
    }

    /// `(6, 3)` from `swift --version`'s "Swift version 6.3.1 (…)".
    static func swiftVersion(in text: String) -> (major: Int, minor: Int)? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let numbers = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        return (major, minor)
    }

    static func gitStep(root: URL) -> (String, String?) {
        let status = Subprocess.run(["git", "rev-parse", "--is-inside-work-tree"], in: root, limit: .seconds(30))
        return gitStep(status: status.status, output: status.output, root: root.path)
    }

    /// The git step's verdict on what `git rev-parse --is-inside-work-tree` did: git's own reason
    /// when it refuses, and what to do about it. Pure, for tests.
    static func gitStep(status: Int32?, output: String, root: String) -> (String, String?) {
        if status == 0 { return ("a clone: `workshop reset` can restore a stub", nil) }
        let said = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let reason = said.first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? said.first ?? "no answer"
        if status == 127 || output.hasPrefix("cannot run git") {
            return ("git is not installed", "install git (on a Mac it comes with Xcode), then run doctor again")
        }
        if output.contains("dubious ownership") {
            // Another user owns the folder (a container, a shared disk): git refuses to read it.
            return (
                "git refuses this folder: \(reason)",
                "if the folder is yours to trust, `git config --global --add safe.directory \(root)`"
            )
        }
        if output.contains("not a git repository") {
            return (
                "not a git clone (git: \(reason))",
                "clone the repository with git (a downloaded zip cannot `reset` a stub)"
            )
        }
        return ("git failed: \(reason)", "run `git status` in \(root) and read what git says")
    }

    func build() -> (String, String?) {
        let build = Subprocess.run(["swift", "build", "--build-tests"], in: workshop.root, limit: .seconds(2400))
        if build.status == 0 { return ("builds", nil) }
        if Self.missesTestLibrary(build.output) {
            return ("the tests cannot import their test library", "install \(Self.install)")
        }
        let errors = Check.compilerErrors(in: build.output, root: workshop.root).prefix(5)
        return (
            build.status == nil
                ? "still building after 40 min" : "failed:\n      " + errors.joined(separator: "\n      "),
            "run `git status`: a changed file may not compile; `git stash` puts it aside"
        )
    }

    /// The thread sanitizer's build folder, which `workshop check` uses to look for data races
    /// in an exercise that passes.
    func sanitizerBuild() -> (String, String?) {
        let build = Subprocess.run(
            ["swift", "build", "--build-tests", "--sanitize=thread", "--scratch-path", SanitizerCheck.scratch],
            in: workshop.root, limit: .seconds(2400))
        if build.status == 0 { return ("built in \(SanitizerCheck.scratch)", nil) }
        return (
            build.status == nil ? "still building after 40 min" : "failed",
            "without it, `workshop check` cannot look for data races; try `swift build --sanitize=thread`"
                + " --scratch-path \(SanitizerCheck.scratch) and read its errors (a toolchain without the sanitizer?)"
        )
    }

    func tour() -> (String, String?) {
        let run = Subprocess.run(
            ["swift", "run", "--skip-build", "lazy-monad", "--fast"], in: workshop.root, limit: .seconds(120))
        let transcript =
            (try? String(contentsOf: workshop.root.appending(path: "Book/transcripts/lazy-monad.txt"), encoding: .utf8))
            ?? ""
        guard run.status == 0 else {
            return (
                "exited \(run.status.map(String.init) ?? "after 120 s, stopped")",
                "run `swift run lazy-monad --fast` and read its last lines"
            )
        }
        return run.output.contains(transcript.split(separator: "\n").last.map(String.init) ?? "\u{0}")
            ? ("prints what the book shows", nil)
            : (
                "ran, but its output differs from Book/transcripts/lazy-monad.txt",
                "a changed design? `git status` shows what differs"
            )
    }

    func check() -> (String, String?) {
        guard let first = exercises.first else { return ("no exercises", "is this the FivePromises folder?") }
        let captured = CapturedOutput()
        let check = Check(root: workshop.root, output: Printer(output: captured), sanitize: false)
        let verdicts = check.run([first], show: [first])
        guard let verdict = verdicts?[first.id] else {
            return ("the build failed", "run `swift run workshop check \(first.id)` to see the errors")
        }
        switch verdict {
        case .done, .notStarted, .failing: return ("it reports \(first.id) \(verdict.words)", nil)
        default:
            let advice = "run `swift run workshop check \(first.id)` and read its report"
            return ("it reports \(first.id) \(verdict.words)", advice)
        }
    }
}
