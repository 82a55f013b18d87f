import Foundation
import WorkshopTool

/// The exercises' wrong answers: `Mutants/Exercises/<id>-<letter>.swift`, each a whole stub file
/// that a learner could plausibly write, whose first line says what is wrong with it. No target
/// compiles that folder; `swift run mutants --exercises` plants each one in a clone, in place of
/// its stub, and checks it as a learner would, with `workshop check <id>`.
struct WrongAnswer {
    /// `3.1-b`: the exercise, a dash, a letter.
    let id: String
    /// `3.1`.
    let exercise: String
    /// The answer's file, from the package root.
    let file: String
    /// What is wrong with it: its first line, without the `// `.
    let bug: String

    /// Every wrong answer under `root`, in order; with `correct`, the right answers of other
    /// shapes than the reference solution's, kept to show that the checks accept them.
    static func all(root: URL, correct: Bool = false) -> [WrongAnswer] {
        let folderPath = correct ? correctPath : folderPath
        let folder = root.appending(path: folderPath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted { order($0, $1) }.map { name in
            let id = String(name.dropLast(".swift".count))
            let text = (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? ""
            let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            return WrongAnswer(
                id: id, exercise: String(id.prefix { $0 != "-" }), file: folderPath + "/" + name,
                bug: first.hasPrefix("// ") ? String(first.dropFirst(3)) : "")
        }
    }

    static let folderPath = "Mutants/Exercises"
    static let correctPath = "Mutants/Exercises/Correct"

    /// `1.2-a` before `1.10-a`, and `3.1-b` before `3.1-c`.
    static func order(_ a: String, _ b: String) -> Bool {
        func key(_ name: String) -> ([Int], String) {
            let id = name.prefix { $0 != "-" }
            return (id.split(separator: ".").compactMap { Int($0) }, String(name.drop { $0 != "-" }))
        }
        let (left, right) = (key(a), key(b))
        return left.0 == right.0 ? left.1 < right.1 : left.0.lexicographicallyPrecedes(right.0)
    }
}

/// What `workshop check` said of one planted wrong answer.
struct AnswerVerdict {
    /// `caught`, `MISSED`, `CRASHED`, `did not build` or `HUNG`.
    let word: String
    /// The first line of the first problem the check reported, or why there is none.
    let reason: String

    var caught: Bool { word == "caught" }

    /// The verdict in `output`, the text `workshop check <exercise>` printed, which ended with `status`.
    static func from(_ output: String, status: Int32?, exercise: String) -> AnswerVerdict {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let status else { return AnswerVerdict(word: "HUNG", reason: "workshop check ran past its limit") }
        if lines.contains(where: { $0.hasPrefix("✗ the build failed") }) {
            let error = lines.first { $0.contains(": error: ") } ?? ""
            return AnswerVerdict(word: "did not build", reason: error.trimmingCharacters(in: .whitespaces))
        }
        // The last line for it: a passing check's line is followed by the thread sanitizer's verdict.
        guard let index = lines.lastIndex(where: { $0.dropFirst(2).hasPrefix(exercise + " ") }) else {
            return AnswerVerdict(word: "MISSED", reason: "workshop check printed no line for \(exercise)")
        }
        let line = lines[index]
        let first =
            lines[(index + 1)...].first { $0.hasPrefix("    - ") }.map { String($0.dropFirst(6)) }
            ?? "(no problem listed)"
        if status == 0 || line.hasPrefix("✓") { return AnswerVerdict(word: "MISSED", reason: "every check passed") }
        if line.contains(": crashed") { return AnswerVerdict(word: "CRASHED", reason: first) }
        if line.contains(": did not finish in time") {
            return AnswerVerdict(word: "HUNG", reason: "its check did not finish in time")
        }
        return AnswerVerdict(word: "caught", reason: first)
    }
}

/// `swift run mutants --exercises [--no-sanitizer] [ID ...]`: plants each wrong answer in a clone of
/// HEAD (kept between runs, so that its builds are incremental), runs `workshop check` on its
/// exercise, and prints what caught it, then a Markdown table of all of them.
func runExerciseMutants(_ arguments: [String], root: URL) -> Never {
    // With --correct, the right answers instead: each must pass, sanitizer included.
    let correct = arguments.contains("--correct")
    let arguments = arguments.filter { $0 != "--correct" }
    let answers = WrongAnswer.all(root: root, correct: correct)
    if arguments == ["--list"] {
        for answer in answers { say("\(answer.id)\t\(answer.bug)") }
        exit(0)
    }
    if arguments == ["--check"] {
        let known = Set(((try? Exercise.all(root: root)) ?? []).map(\.id))
        let problems = answers.compactMap { answer -> String? in
            if answer.bug.isEmpty {
                return "\(answer.file): its first line must be a `// ` comment saying what is wrong"
            }
            if !known.contains(answer.exercise) { return "\(answer.file): no exercise \(answer.exercise) in the book" }
            return nil
        }
        guard problems.isEmpty else { fail(problems.joined(separator: "\n"), status: 1) }
        say(
            "mutants: \(answers.count) \(correct ? "right" : "wrong") answers, each for an exercise of the book, "
                + "each saying \(correct ? "what it does" : "what is wrong")")
        exit(0)
    }
    let races = !arguments.contains("--no-sanitizer")
    let ids = arguments.filter { !$0.hasPrefix("-") }
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "--no-sanitizer" }) {
        fail("unknown option \(option); `swift run mutants --help` says which there are", status: 64)
    }
    let unknown = ids.filter { id in !answers.contains { $0.id == id || $0.exercise == id } }
    if !unknown.isEmpty {
        fail(
            "no wrong answer \(unknown.joined(separator: ", ")); `swift run mutants --exercises --list` shows them",
            status: 64)
    }
    let chosen = ids.isEmpty ? answers : answers.filter { ids.contains($0.id) || ids.contains($0.exercise) }

    // One clone, kept between runs: a second run fetches HEAD into it and builds only what changed.
    let work = FileManager.default.temporaryDirectory.appending(path: "mutants-exercises")
    let clone = work.appending(path: "repository")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    func step(_ arguments: [String], in directory: URL, limit: Duration = .seconds(1800)) -> Finished {
        let finished = Subprocess.run(arguments, in: directory, limit: limit)
        if finished.status != 0 {
            fail("\(arguments.joined(separator: " ")) failed:\n\(finished.output.suffix(2000))", status: 1)
        }
        return finished
    }
    if FileManager.default.fileExists(atPath: clone.appending(path: ".git").path) {
        say("fetching HEAD into \(clone.path)…")
        _ = step(["git", "fetch", "-q", root.path, "HEAD"], in: clone)
        _ = step(["git", "checkout", "-q", "--force", "FETCH_HEAD"], in: clone)
        _ = step(["git", "clean", "-qfdx", "-e", ".build", "-e", ".build-tsan"], in: clone)
    } else {
        say("cloning HEAD into \(clone.path)…")
        _ = step(["git", "clone", "-q", root.path, clone.path], in: work)
    }
    say("building it…")
    _ = step(["swift", "build", "--build-tests"], in: clone)
    if races {
        // What `workshop doctor` prepares: without it, `check` skips the sanitizer, and an answer
        // that keeps shared state with no lock at all cannot be caught.
        say("building it for the thread sanitizer (the first time takes a while)…")
        _ = step(["swift", "build", "--build-tests", "--sanitize=thread", "--scratch-path", ".build-tsan"], in: clone)
    }

    var rows: [(WrongAnswer, AnswerVerdict, Int64)] = []
    for answer in chosen {
        guard let exercise = (try? Exercise.all(root: clone))?.first(where: { $0.id == answer.exercise }),
            let wrong = try? Data(contentsOf: root.appending(path: answer.file))
        else { fail("cannot find exercise \(answer.exercise)'s stub, or read \(answer.file)", status: 1) }
        let stub = clone.appending(path: exercise.stub)
        guard let original = try? Data(contentsOf: stub) else { fail("cannot read \(stub.path)", status: 1) }
        try? wrong.write(to: stub)
        let started = ContinuousClock.now
        let workshop = clone.appending(path: ".build/debug/workshop").path
        let finished = Subprocess.run(
            [workshop, "check", answer.exercise] + (races ? [] : ["--no-sanitizer"]), in: clone,
            environment: ["NO_COLOR": "1"], limit: .seconds(1800))
        try? original.write(to: stub)
        let log = work.appending(path: (correct ? "correct-" : "") + "\(answer.id).log")
        try? finished.output.write(to: log, atomically: true, encoding: .utf8)
        var verdict = AnswerVerdict.from(finished.output, status: finished.status, exercise: answer.exercise)
        if correct {
            verdict =
                verdict.word == "MISSED"
                ? AnswerVerdict(word: "accepted", reason: "every check passed")
                : AnswerVerdict(word: "REJECTED", reason: verdict.reason)
        }
        let seconds = (ContinuousClock.now - started).components.seconds
        rows.append((answer, verdict, seconds))
        say("\(answer.id)  \(answer.bug) (\(seconds) s)\n    \(verdict.word): \(verdict.reason)")
    }
    // The stubs back as shipped, and the build with them, for the next run.
    _ = Subprocess.run(["swift", "build", "--build-tests"], in: clone)

    var table = [
        "| answer | \(correct ? "what it does" : "what is wrong") | verdict | the check's first words |",
        "| --- | --- | --- | --- |",
    ]
    for (answer, verdict, _) in rows {
        let words = verdict.reason.count > 140 ? String(verdict.reason.prefix(137)) + "…" : verdict.reason
        table.append(
            "| \(answer.id) | \(answer.bug.replacingOccurrences(of: "|", with: "\\|")) | \(verdict.word) | "
                + "\(words.replacingOccurrences(of: "|", with: "\\|")) |")
    }
    let report = work.appending(path: correct ? "correct.md" : "table.md")
    try? (table.joined(separator: "\n") + "\n").write(to: report, atomically: true, encoding: .utf8)
    let caught = rows.filter { $0.1.caught || $0.1.word == "accepted" }.count
    say(
        "\(caught) of \(rows.count) \(correct ? "right answers accepted" : "wrong answers caught"); each one's output: "
            + "\(work.path)/<id>.log; the table: \(report.path)")
    exit(caught == rows.count ? 0 : 1)
}

/// Prints a line at once, unbuffered, so that a run in the background shows its progress in its log.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
