// `swift run mutants`: plants each bug of the catalogue in a fresh clone of this repository, one
// at a time, runs that chapter's tests and those of every chapter built on it, and says whether
// they caught it, with a report, or let it pass, hang or crash. The checks behind "change a
// design, run the tests, see which law broke".
import Foundation
import WorkshopTool

let usage = """
    usage: swift run mutants [--list | --check | [--whole] ID ...]
           swift run mutants --exercises [--correct] [--list | --check | --no-sanitizer] [ID ...]

      (no argument)  plant every bug in turn, in a clone of HEAD; report what caught each one
      ID ...         only these bugs, such as 3b 4j
      --whole        run the whole `swift test` on each bug, not only the chapter's tests and its
                     dependents': the book's tours and the harness's own tests too (slower)
      --list         the catalogue: each bug's id, file and what it does
      --check        that every bug's text is still found, exactly once, in the sources here
      --exercises    the exercises' wrong answers instead (Mutants/Exercises): plant each in place
                     of its stub, in a clone kept between runs, and run `workshop check` on it as
                     a learner would, thread sanitizer included (--no-sanitizer skips it); ID is an
                     answer (3.1-b) or an exercise (3.1); --list and --check as above;
                     --correct plants the right answers of Mutants/Exercises/Correct, each of
                     which must pass
      --help         this text

    Exit status: 0 when every bug planted was caught by a failing test; 1 when one passed, hung,
    crashed or did not build; 64 for a bad argument.
    """

/// Prints to standard error and exits.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// Runs a command in `directory`, its output to `log` (in this run's folder), for at most `limit`; stops whatever it
/// started if it runs longer. Returns its exit status, or nil when it ran out of time.
func run(_ arguments: [String], in directory: URL, log: URL, limit: Duration = .seconds(1800)) -> Int32? {
    // `createFile` writes atomically, renaming a new file over the path: it must only ever be
    // given a log of our own (run as root on /dev/null, it once made that a plain file).
    precondition(log.path.hasPrefix(work.path), "a log outside \(work.path)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    guard let output = try? FileHandle(forWritingTo: log) else { fail("cannot write \(log.path)", status: 1) }
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = output
    // No backtrace for a crash: it can take half a minute, and the signal is what we report.
    // The test library's plain ✔ and ✘, which this reads: on a Mac with Apple's SF Symbols font
    // installed it would print the font's own glyphs instead. The long checks too: a planted bug
    // may be one that only a chain of 100,000 links finds.
    process.environment = ProcessInfo.processInfo.environment.merging([
        "SWIFT_BACKTRACE": "enable=no", "SWT_SF_SYMBOLS_ENABLED": "0", "FIVEPROMISES_LONG_TESTS": "1",
    ]) { $1 }
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    do { try process.run() } catch { fail("cannot run \(arguments.joined(separator: " ")): \(error)", status: 1) }
    // Its own process group, so that stopping it stops nothing of anyone else's. Foundation on
    // Linux already starts a child as a group's leader; elsewhere this makes it one.
    _ = setpgid(process.processIdentifier, process.processIdentifier)
    if done.wait(timeout: .now() + .seconds(Int(limit.components.seconds))) == .timedOut {
        Subprocess.stop(process.processIdentifier)
        done.wait()
        return nil
    }
    return process.terminationStatus
}

/// Applies a mutant's edits to the text of its file, or says which piece of text is not found once.
func planted(_ mutant: Mutant, in text: String) -> Result<String, Failure> {
    var text = text
    for edit in mutant.edits {
        let count = text.components(separatedBy: edit.find).count - 1
        guard count == 1 else {
            return .failure(Failure("\(mutant.id): \(mutant.file) has its text \(count) times, not once: \(edit.find)"))
        }
        text = text.replacingOccurrences(of: edit.find, with: edit.replace)
    }
    return .success(text)
}

struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// What reported a bug, for the facilitator's table: "the laws" when a law test failed (its
/// name ends in "laws", or names them, as "functor, monad and error laws, and the contract"
/// does), or the first test that failed, in quotes; then how many other tests failed too.
func reportedBy(_ failed: [String]) -> String {
    let laws = failed.filter { $0.contains(" laws") }
    let others = failed.filter { !$0.contains(" laws") }
    let first = laws.isEmpty ? "“\(others.first ?? "")”" : "the laws"
    let rest = laws.isEmpty ? others.count - 1 : others.count
    return first + (rest == 0 ? "" : ", and \(rest) other test\(rest == 1 ? "" : "s")")
}

/// The names of the tests that failed, from `swift test`'s output.
func failedTests(in output: String) -> [String] {
    var names: [String] = []
    for line in output.split(separator: "\n") where line.hasPrefix("✘ Test \"") {
        let name = line.dropFirst("✘ Test \"".count).prefix { $0 != "\"" }
        if !names.contains(String(name)) { names.append(String(name)) }
    }
    return names
}

let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

if arguments == ["--help"] || arguments == ["-h"] {
    say(usage)
    exit(0)
}
if arguments.first == "--exercises" {
    runExerciseMutants(Array(arguments.dropFirst()), root: root)
}
if arguments == ["--list"] {
    for mutant in catalogue { say("\(mutant.id)\t\(mutant.file)\t\(mutant.bug)") }
    exit(0)
}
if arguments == ["--check"] {
    var problems: [String] = []
    for mutant in catalogue {
        let text = (try? String(contentsOf: root.appending(path: mutant.file), encoding: .utf8)) ?? ""
        if case .failure(let failure) = planted(mutant, in: text) { problems.append(failure.message) }
    }
    if problems.isEmpty {
        say("mutants: all \(catalogue.count) bugs still apply to the sources")
        exit(0)
    }
    fail(problems.joined(separator: "\n"), status: 1)
}
// The whole `swift test` on each bug, or (by default) only the test targets that can see it.
let whole = arguments.contains("--whole")
let ids = arguments.filter { $0 != "--whole" }
if let option = ids.first(where: { $0.hasPrefix("-") }) {
    fail("unknown option \(option)\n\n\(usage)", status: 64)
}
let unknown = ids.filter { id in !catalogue.contains { $0.id == id } }
if !unknown.isEmpty {
    fail("no bug with id \(unknown.joined(separator: ", ")); `swift run mutants --list` shows them all", status: 64)
}
let chosen = ids.isEmpty ? catalogue : catalogue.filter { ids.contains($0.id) }

// A clone of HEAD, so that nothing here is touched: uncommitted changes are not planted in.
// Everything this run writes is inside one folder: the clone, and the logs, which are kept.
let work = FileManager.default.temporaryDirectory.appending(
    path: "mutants-\(ProcessInfo.processInfo.processIdentifier)")
let clone = work.appending(path: "repository")
let logs = work.appending(path: "logs")
do {
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
} catch {
    fail("cannot make \(logs.path): \(error)", status: 1)
}
say("cloning HEAD into \(clone.path) and building it…")
guard run(["git", "clone", "-q", root.path, clone.path], in: root, log: logs.appending(path: "clone.log")) == 0
else { fail("git clone failed: see \(logs.path)/clone.log", status: 1) }
guard run(["swift", "build", "--build-tests"], in: clone, log: logs.appending(path: "build.log")) == 0
else { fail("the unchanged clone does not build: see \(logs.path)/build.log", status: 1) }

var allCaught = true
var table = ["| id | the bug | what reports it | seconds |", "| --- | --- | --- | ---: |"]
for mutant in chosen {
    let file = clone.appending(path: mutant.file)
    guard let original = try? String(contentsOf: file, encoding: .utf8) else {
        fail("cannot read \(mutant.file)", status: 1)
    }
    defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
    let text: String
    switch planted(mutant, in: original) {
    case .success(let changed): text = changed
    case .failure(let failure): fail(failure.message + "\n(run `swift run mutants --check`)", status: 1)
    }
    try? text.write(to: file, atomically: true, encoding: .utf8)
    let log = logs.appending(path: "\(mutant.id).log")
    let started = ContinuousClock.now
    let verdict: String
    var reported = ""
    if run(["swift", "build", "--build-tests"], in: clone, log: log, limit: .seconds(900)) != 0 {
        verdict = "did not build (see \(log.path))"
        allCaught = false
    } else {
        let status = run(
            ["swift", "test", "--skip-build"] + (whole ? [] : ["--filter", mutant.tests.joined(separator: "|")]),
            in: clone, log: log,
            limit: .seconds(300))
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // In the whole run the book's own check fails on every bug, since the book shows the
        // code the bug changed: that is no catch, so it is left out of the verdict.
        let bookCheck = "every marked block equals its source region or transcript"
        let failed = failedTests(in: output).filter { $0 != bookCheck }
        switch status {
        case nil:
            verdict = "HUNG: the tests ran past 300 s"
            allCaught = false
        case 0:
            verdict = "SURVIVED: every test passed"
            allCaught = false
        case _ where output.contains("unexpected signal"):
            // A trap inside a law's check is reported by the harness before the process stops,
            // with the case shrunk apart (Book/appendix-crashes.md): that is a catch.
            if let law = crashReport(in: output) {
                verdict =
                    "caught by a crash report: \(law)" + (failed.isEmpty ? "" : "; " + failed.joined(separator: "; "))
                reported = "*\(law)*, a crash report"
            } else {
                verdict =
                    "CRASHED before reporting" + (failed.isEmpty ? "" : ", after: " + failed.joined(separator: "; "))
                allCaught = false
            }
        case _ where whole && failed.isEmpty:
            verdict = "SURVIVED: only the book's check of the code it changed failed"
            allCaught = false
        default:
            verdict = "caught by: " + failed.joined(separator: "; ")
            reported = reportedBy(failed)
        }
    }
    let seconds = (ContinuousClock.now - started).components.seconds
    let ran = whole ? "the whole swift test" : mutant.tests.joined(separator: ", ")
    say("\(mutant.id)  \(mutant.bug) (\(seconds) s; ran \(ran))\n    \(verdict)")
    let cell = reported.isEmpty ? "**\(verdict.prefix { $0 != ":" && $0 != "(" })**" : reported
    table.append("| \(mutant.id) | \(mutant.bug) | \(cell.replacingOccurrences(of: "|", with: "\\|")) | \(seconds) |")
}
try? FileManager.default.removeItem(at: clone)
let tablePath = logs.appending(path: "table.md")
try? (table.joined(separator: "\n") + "\n").write(to: tablePath, atomically: true, encoding: .utf8)
say("each bug's test output: \(logs.path)/<id>.log; the Markdown table: \(tablePath.path)")
exit(allCaught ? 0 : 1)

/// The law whose check a trap stopped, if the harness reported it with the case shrunk apart:
/// from its report's first line, `✗ <law> crashed the process for <design>, shrunk apart`.
func crashReport(in output: String) -> String? {
    for line in output.split(separator: "\n") where line.hasPrefix("✗ ") && line.hasSuffix(", shrunk apart") {
        if let range = line.range(of: " crashed the process for ") {
            return String(line[line.index(line.startIndex, offsetBy: 2)..<range.lowerBound])
        }
    }
    return nil
}
