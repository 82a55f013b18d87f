import ExerciseKit
import Foundation

/// `workshop check`: builds what the exercises need, runs their checks, and reports one line per
/// exercise, each failure's report once, and a summary line.
struct Check {
    let root: URL
    let output: Printer
    /// Whether an exercise that passes is also checked for data races (``SanitizerCheck``).
    var sanitize = true

    /// The `swift test` filter for the checks of `exercises`: one chapter's, or all.
    static func filter(for exercises: [Exercise], libraries: [Int: String]) -> String {
        let chapters = Set(exercises.map(\.chapter)).sorted()
        let names = chapters.compactMap { libraries[$0] }.map { "\($0)Tests\\.Exercises" }
        return names.count == 1 ? names[0] : "(" + names.joined(separator: "|") + ")"
    }

    /// Each chapter's design library, from the folders in `Chapters/`: the one that is neither
    /// Exercises, Solutions nor Tour, and has no `main.swift`.
    static func libraries(root: URL) -> [Int: String] {
        let chapters = root.appending(path: "Chapters")
        var libraries: [Int: String] = [:]
        let manager = FileManager.default
        for folder in (try? manager.contentsOfDirectory(atPath: chapters.path)) ?? [] {
            guard let number = Int(folder.prefix(2)) else { continue }
            let inside = (try? manager.contentsOfDirectory(atPath: chapters.appending(path: folder).path)) ?? []
            for name in inside where !["Exercises", "Solutions", "Tour", "README.md"].contains(name) {
                let path = chapters.appending(path: folder).appending(path: name)
                if !manager.fileExists(atPath: path.appending(path: "main.swift").path) { libraries[number] = name }
            }
        }
        return libraries
    }

    /// Builds, runs the checks of `exercises`, prints the report and returns the verdicts, or
    /// nil when the build failed (its errors printed).
    func run(_ exercises: [Exercise], show: [Exercise]) -> [String: Verdict]? {
        let build = Subprocess.run(["swift", "build", "--build-tests"], in: root, limit: .seconds(1800))
        if build.status != 0 {
            output.line(
                output.paint("✗ the build failed", .red) + (build.status == nil ? " (stopped after 30 min)" : ":"))
            for line in Self.compilerErrors(in: build.output, root: root) { output.line("  " + line) }
            return nil
        }
        let report = FileManager.default.temporaryDirectory.appending(
            path: "workshop-report-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: report.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: report) }
        let libraries = Self.libraries(root: root)
        // The sanitizer's build and its run of the checks of the exercises that keep shared
        // state start now, beside the plain checks, and are stopped if none of those passes.
        let sanitizerCheck = SanitizerCheck(root: root)
        let shared = sanitize ? exercises.filter(SanitizerCheck.applies) : []
        let sanitizer =
            sanitizerCheck.isPrepared && !shared.isEmpty
            ? sanitizerCheck.start(shared, filter: Self.filter(for: shared, libraries: libraries)) : nil
        let only = exercises.map(\.id).joined(separator: ",")
        let tests = Self.runTests(
            root: root, scratch: ".build", filter: Self.filter(for: exercises, libraries: libraries),
            environment: [ExerciseRecord.environmentKey: report.path, ExerciseRecord.onlyKey: only],
            limit: .seconds(300))
        let records = ExerciseRecord.records(in: (try? String(contentsOf: report, encoding: .utf8)) ?? "")
        // The checks' own verdicts, as `swift test` gives them: an answer behind a lock the checks
        // cannot step into is already not done there (TestSupport's AnswerLocks).
        var verdicts = Verdict.verdicts(for: exercises, records: records, finished: tests)

        // The laws' verdict first, as soon as it is known; the sanitizer's after it.
        let passed = shared.filter { verdicts[$0.id] == .done }
        let pending = Set(passed.map(\.id))
        print(verdicts, for: show, pending: sanitizerCheck.isPrepared ? pending : [])
        if tests.status == nil { output.line("(the checks were stopped after 300 s: something in them never ended)") }
        if !passed.isEmpty, !sanitizerCheck.isPrepared {
            output.line("(not checked for data races yet: `swift run workshop doctor` prepares that, once)")
        }
        if let sanitizer {
            if passed.isEmpty {
                sanitizer.stop()
            } else {
                checkWithSanitizer(passed, in: &verdicts, run: sanitizer, show: show)
            }
        }
        output.line(Self.summary(show.map { verdicts[$0.id] ?? .notRun }))
        return verdicts
    }

    /// The sanitizer's verdict on `passed`, which passed their checks and keep shared state: a
    /// race in the attendee's file makes one not done. A line each, below the laws' verdict.
    func checkWithSanitizer(
        _ passed: [Exercise], in verdicts: inout [String: Verdict], run: Background, show: [Exercise]
    ) {
        guard let found = SanitizerCheck.races(of: run, exercises: passed) else {
            output.line("(the thread sanitizer's build failed: `swift run workshop doctor` says why)")
            return
        }
        for exercise in passed {
            if let problems = found[exercise.id] { verdicts[exercise.id] = .failing(problems) }
            if show.contains(exercise) { line(for: exercise, verdicts[exercise.id] ?? .notRun, sanitizer: true) }
        }
    }

    /// Runs the checks that `filter` names in the build at `scratch` (already built). Where
    /// SwiftPM builds the tests as one program (`<scratch>/debug/<Package>PackageTests.xctest`,
    /// on Linux), that program is run as `swift test` runs it, with the same arguments and
    /// `NO_COLOR`: `swift test --skip-build` would first spend a second or more (several on a
    /// busy machine) loading the package and asking the compiler what it supports, and would
    /// compile the manifest again whenever the environment differs, as the report's path does
    /// on every check. Elsewhere (a bundle, on macOS), `swift test --skip-build`, with the test
    /// library's plain symbols. No `SWIFT_BACKTRACE` there: the runtime's backtracer refuses a
    /// privileged program (Backtrace.cpp's `isPrivileged`: a platform binary, the hardened
    /// runtime, no `get-task-allow`), as Apple's signed test helpers are, and asking for it
    /// anyway only adds its refusal to the output. A crash shows Swift's `Fatal error` line.
    static func runTests(
        root: URL, scratch: String, filter: String, options: [String] = [], environment: [String: String],
        limit: Duration, started: @escaping @Sendable (pid_t) -> Void = { _ in }
    ) -> Finished {
        guard let program = testProgram(in: root.appending(path: scratch).appending(path: "debug")) else {
            let plain = ["NO_COLOR": "1", "SWT_SF_SYMBOLS_ENABLED": "0"]
            return Subprocess.run(
                ["swift", "test", "--skip-build", "--filter", filter] + options, in: root,
                environment: environment.merging(plain) { $1 }, limit: limit, started: started)
        }
        let finished = Subprocess.run(
            [program.path, "--skip-build", "--filter", filter] + options + ["--testing-library", "swift-testing"],
            in: root, environment: environment.merging(["NO_COLOR": "1"]) { $1 }, limit: limit, started: started)
        guard finished.signalled, let status = finished.status else { return finished }
        // The line `swift test` adds when its test program crashes, which a crash's verdict shows.
        return Finished(
            status: status, signalled: true,
            output: finished.output + "error: Exited with unexpected signal code \(status)\n")
    }

    /// The package's test program in a build folder, if SwiftPM builds one as a plain executable.
    static func testProgram(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else { return nil }
        let program = folder.appending(path: name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: program.path, isDirectory: &isFolder), !isFolder.boolValue,
            FileManager.default.isExecutableFile(atPath: program.path)
        else { return nil }
        return program
    }

    /// One line per exercise in `show`, and what is wrong under a failing one. Those in
    /// `pending` passed their checks and wait for the thread sanitizer's verdict.
    func print(_ verdicts: [String: Verdict], for show: [Exercise], pending: Set<String> = []) {
        for exercise in show {
            line(for: exercise, verdicts[exercise.id] ?? .notRun, pending: pending.contains(exercise.id))
        }
    }

    /// An exercise's line: its mark, its verdict, where to look, and what is wrong. `pending`:
    /// its checks pass and the sanitizer's verdict is still to come; `sanitizer`: this line is
    /// that verdict.
    func line(for exercise: Exercise, _ verdict: Verdict, pending: Bool = false, sanitizer: Bool = false) {
        let mark =
            switch verdict {
            case .done: output.paint(verdict.mark, .green)
            case .notStarted: verdict.mark
            default: output.paint(verdict.mark, .red)
            }
        let place = verdict == .done ? "" : " (\(exercise.stub))"
        let words =
            pending
            ? "its checks pass; checking it for data races (thread sanitizer)…"
            : verdict.words + (sanitizer && verdict == .done ? ", and the thread sanitizer saw no data race" : "")
        output.line("\(mark) \(exercise.id) \(exercise.title): \(words)\(place)")
        switch verdict {
        case .failing(let problems), .crashed(let problems):
            // The first problem in full, the others by their first line: one law's report
            // is what to work on next, and a screenful of them hides it.
            for (index, problem) in problems.enumerated() {
                let lines = problem.split(separator: "\n", omittingEmptySubsequences: false)
                output.line("    - " + (lines.first.map(String.init) ?? ""))
                if index == 0 { for line in lines.dropFirst() { output.line("      " + line) } }
            }
        default: break
        }
    }

    /// `exercises: 3 of 20 done, 1 not done yet, 16 not started`.
    static func summary(_ verdicts: [Verdict]) -> String {
        let done = verdicts.filter { $0 == .done }.count
        let notStarted = verdicts.filter { $0 == .notStarted }.count
        let wrong = verdicts.count - done - notStarted
        var parts = ["\(done) of \(verdicts.count) done"]
        if wrong > 0 { parts.append("\(wrong) not done yet") }
        if notStarted > 0 { parts.append("\(notStarted) not started") }
        return "exercises: " + parts.joined(separator: ", ")
    }

    /// The compiler's errors in a build's output, each once, file:line first, paths from the
    /// package root; the whole output's tail if there is no such line (a linker error).
    static func compilerErrors(in output: String, root: URL) -> [String] {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var seen: Set<String> = []
        var errors: [String] = []
        for line in output.split(separator: "\n").map(String.init) where line.contains(": error: ") {
            let short = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
            if seen.insert(short).inserted { errors.append(short) }
        }
        if errors.isEmpty { return output.split(separator: "\n").suffix(15).map(String.init) }
        return errors
    }
}
