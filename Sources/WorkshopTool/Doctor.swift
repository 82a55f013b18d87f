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
            ("git", { Self.gitStep(root: root) }),
            ("build of every target (the first one takes minutes)", build),
            ("a tour: swift run lazy-monad --fast", tour),
            ("an exercise check: workshop check \(exercises.first?.id ?? "1.0")", check),
            ("the race checker's build (thread sanitizer; minutes, once)", raceBuild),
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
                if step.name.hasPrefix("Swift") || step.name.hasPrefix("build") { break }
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

    func toolchain() -> (String, String?) {
        let version = Subprocess.run(["swift", "--version"], in: workshop.root, limit: .seconds(60))
        guard version.status == 0, let found = Self.swiftVersion(in: version.output) else {
            return (
                "no `swift` on the PATH",
                "install Swift 6 from swift.org (or Xcode 16 on macOS), then open a new terminal"
            )
        }
        guard found.major >= 6 else {
            return (
                "Swift \(found.major).\(found.minor)", "this package needs Swift 6 or later: install it from swift.org"
            )
        }
        return ("Swift \(found.major).\(found.minor)", nil)
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
        return status.status == 0
            ? ("a clone: `workshop reset` can restore a stub", nil)
            : ("not a git clone", "clone the repository with git (a downloaded zip cannot `reset` a stub)")
    }

    func build() -> (String, String?) {
        let build = Subprocess.run(["swift", "build", "--build-tests"], in: workshop.root, limit: .seconds(2400))
        if build.status == 0 { return ("builds", nil) }
        let errors = Check.compilerErrors(in: build.output, root: workshop.root).prefix(5)
        return (
            build.status == nil
                ? "still building after 40 min" : "failed:\n      " + errors.joined(separator: "\n      "),
            "run `git status`: a changed file may not compile; `git stash` puts it aside"
        )
    }

    /// The thread sanitizer's build folder, which `workshop check` uses to look for data races
    /// in an exercise that passes.
    func raceBuild() -> (String, String?) {
        let build = Subprocess.run(
            ["swift", "build", "--build-tests", "--sanitize=thread", "--scratch-path", RaceCheck.scratch],
            in: workshop.root, limit: .seconds(2400))
        if build.status == 0 { return ("built in \(RaceCheck.scratch)", nil) }
        return (
            build.status == nil ? "still building after 40 min" : "failed",
            "without it, `workshop check` cannot look for data races; try `swift build --sanitize=thread`"
                + " --scratch-path \(RaceCheck.scratch) and read its errors (a toolchain without the sanitizer?)"
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
