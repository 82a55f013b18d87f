import BookCheck
import ExerciseKit
import Foundation
import Locking
import PromiseLaws
import Testing

/// One exercise and its check: what is still wrong with an implementation, or nothing.
///
/// ```swift
/// ExerciseCheck("1.1", "memoized()", chapter: "01-LazyMonad", file: "Memoized.swift") { solution in
///     let memoized: (Promise<Int>) -> Promise<Int> = solution ? Solution.memoized : { $0.memoized() }
///     return await problems(...)
/// }
/// ```
package struct ExerciseCheck: Sendable, CustomTestStringConvertible {
    /// The exercise's number: `1.1`.
    package let id: String
    /// What it asks for: `memoized()`.
    package let name: String
    /// The stub the learner edits.
    package let stub: String
    /// The reference solution.
    package let solution: String
    let touch: @Sendable () async -> Void
    let check: @Sendable (_ solution: Bool) async -> [String]

    /// An exercise whose stub is `Chapters/<chapter>/Exercises/<file>` and whose solution is
    /// `Chapters/<chapter>/Solutions/<file>`.
    ///
    /// - Parameters:
    ///   - touch: calls the learner's code once, cheaply (within 5 seconds), so that an untouched stub shows it
    ///     is not started without the whole check running (and waiting for what never comes).
    ///   - check: what is still wrong with the learner's code (or, when `solution` is true, the
    ///     reference solution's): one sentence each; empty when it is right.
    package init(
        _ id: String, _ name: String, chapter: String, file: String, touch: @escaping @Sendable () async -> Void,
        check: @escaping @Sendable (_ solution: Bool) async -> [String]
    ) {
        self.id = id
        self.name = name
        stub = "Chapters/\(chapter)/Exercises/\(file)"
        solution = "Chapters/\(chapter)/Solutions/\(file)"
        self.touch = touch
        self.check = check
    }

    /// `1.1 memoized()`.
    package var testDescription: String { "\(id) \(name)" }
}

/// What the exercise checks are run against, from `FIVEPROMISES_SOLUTIONS` and `FIVEPROMISES_EXERCISES`.
enum ExerciseMode {
    /// The learner's code; untouched stubs are reported as not started.
    case learner
    /// The reference solutions: every check must pass (`FIVEPROMISES_SOLUTIONS=1`).
    case solutions
    /// The untouched stubs: every check must find them wrong, or it checks nothing
    /// (`FIVEPROMISES_EXERCISES=stubs`, which CI runs).
    case stubs

    static let current: ExerciseMode = {
        let environment = ProcessInfo.processInfo.environment
        if environment["FIVEPROMISES_SOLUTIONS"] == "1" { return .solutions }
        if environment["FIVEPROMISES_EXERCISES"] == "stubs" { return .stubs }
        return .learner
    }()
}

/// Checks one exercise and records the outcome for the summary line. An exercise not started
/// is reported once, as a line of output, not as a failure; a started one fails with what is
/// still wrong.
package func expectExercise(_ exercise: ExerciseCheck, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard ExerciseRecord.isChosen(exercise.id, environment: ProcessInfo.processInfo.environment) else { return }
    let mode = ExerciseMode.current
    if mode == .learner {
        ExerciseRecord(id: exercise.id, name: exercise.name, state: .started).append()
        // A learner's answer that never returns must not hang the run: touching gives up in time.
        _ = await within(.seconds(5)) { await exercise.touch() }
        if ExerciseProgress.isNotStarted(exercise.id) {
            Summary.shared.record(done: false)
            ExerciseRecord(id: exercise.id, name: exercise.name, state: .notStarted).append()
            print("○ exercise \(exercise.id) \(exercise.name): not started (\(exercise.stub))")
            return
        }
    }
    var problems = await exercise.check(mode == .solutions)
    if mode != .stubs {
        problems += lockProblems(in: mode == .solutions ? exercise.solution : exercise.stub, passed: problems.isEmpty)
    }
    if mode == .learner {
        ExerciseRecord(
            id: exercise.id, name: exercise.name, state: problems.isEmpty ? .done : .failing, problems: problems
        ).append()
    }
    let notStarted = ExerciseProgress.isNotStarted(exercise.id)
    switch mode {
    case .solutions:
        Summary.shared.record(done: problems.isEmpty)
        for problem in problems {
            Issue.record(
                "exercise \(exercise.id) \(exercise.name), reference solution: \(problem)",
                sourceLocation: sourceLocation)
        }
    case .stubs:
        Summary.shared.record(done: false)
        if problems.isEmpty || !notStarted {
            Issue.record(
                "exercise \(exercise.id) \(exercise.name): its check passes the untouched stub, so it proves nothing",
                sourceLocation: sourceLocation)
        }
    case .learner:
        Summary.shared.record(done: problems.isEmpty)
        if !problems.isEmpty {
            let lines = problems.map { "  - " + $0 }.joined(separator: "\n")
            Issue.record(
                Comment(
                    rawValue: "exercise \(exercise.id) \(exercise.name) is not done yet (\(exercise.stub)):\n\(lines)"),
                sourceLocation: sourceLocation)
        }
    }
}

/// What the locks an answer takes, read from its compiled code (``AnswerLocks``), leave
/// unproven, as one sentence each: a lock the checks cannot step into (they could not split a
/// look and an act around it, so their passing proves nothing); and state it tells the compiler is safe
/// to share (`@unchecked Sendable`, `nonisolated(unsafe)`, words of its source) with no lock at
/// all, which the schedules never race and the thread sanitizer may miss (a read racing a write).
///
/// - Parameters:
///   - file: the answer, from the package root.
///   - passed: whether its checks found nothing else wrong.
package func lockProblems(in file: String, passed: Bool) -> [String] {
    #if DEBUG
    guard let object = AnswerLocks.objectFile(for: file), let locks = AnswerLocks(objectFile: object) else {
        NotChecked.shared.say(
            "the compiled \(file) was not found beside the test program, \(AnswerLocks.imagePath()), so which locks"
                + " the answers take was not read: an answer behind a lock the checks cannot step into may pass")
        return []
    }
    return lockProblems(locks, in: file, passed: passed)
    #else
    // An optimised build inlines the project's own lock into the answer (`Lock.lock()` is
    // @inlinable), where it would read as a bare pthread mutex.
    NotChecked.shared.say(
        "an optimised build inlines the project's lock into each answer, so which locks the answers take was not"
            + " read: check the exercises in a debug build (the default)")
    return []
    #endif
}

/// What ``lockProblems(in:passed:)`` says of an answer whose compiled code takes `locks`.
func lockProblems(_ locks: AnswerLocks, in file: String, passed: Bool) -> [String] {
    let name = URL(fileURLWithPath: file).lastPathComponent
    var problems: [String] = []
    if !locks.unseen.isEmpty {
        let names = locks.unseen.map(\.name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        // Each piece of advice once; one that another only adds to goes in the longer one.
        let advice = locks.unseen.map(\.instead)
        var instead: [String] = []
        for piece in advice
        where !instead.contains(piece) && !advice.contains(where: { $0 != piece && $0.hasPrefix(piece) }) {
            instead.append(piece)
        }
        problems.append(
            (passed ? "its checks pass, but " : "") + "\(name) takes \(list), which the checks cannot step into: a"
                + " look in one critical section and an act in another passes them unseen, so passing proves nothing."
                + " Instead, " + instead.joined(separator: "; or ") + ".")
    }
    if !locks.takesALock, let root = try? PackageRoot.find(),
        let text = try? String(contentsOf: root.appending(path: file), encoding: .utf8)
    {
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        // The words an answer uses to promise its state is safe without the compiler's proof,
        // searched for in its text: nothing here is declared so.
        if let promise = ["@unchecked Sendable", "nonisolated(unsafe)"].first(where: code.contains) {
            problems.append(
                "\(name) marks its state `\(promise)`, telling the compiler that threads may share it safely, and"
                    + " takes no lock: two threads can then read and write it at once (the schedules step in only at"
                    + " a lock, and the thread sanitizer misses a read racing a write); keep that state in a `Locked`"
                    + " (`let state = Locked(…)`, then `state.withLock { … }`)")
        }
    }
    return problems
}

/// Says once per run why the answers' locks were not read from their compiled code.
final class NotChecked: Sendable {
    static let shared = NotChecked()
    private let said = Locked(false, schedulePoints: false)

    func say(_ why: String) {
        guard
            !said.withLock({ said in
                defer { said = true }
                return said
            })
        else { return }
        print("(" + why + ")")
    }
}

/// The report of a law, if it fails for `design`: how an exercise check uses the harness.
/// `LAWS_SEED`, `LAWS_CASES` and `LAWS_LAW` apply, so that a report's replay line replays it.
///
/// - Parameters:
///   - cases: how many cases to run unless `LAWS_CASES` says: a racing law needs many
///     (``racingCases``), because a schedule that splits a check from its act is one of many.
///   - confirmation: how long a failing case may take to deliver before it counts as not
///     delivering, when shorter than the harness's 3 s: for a design on real time whose
///     deliveries all come within milliseconds, so that an answer that never delivers is
///     reported in seconds.
package func lawProblems<Design: FunctorDesign>(
    _ law: Law<Design>, _ design: Design, cases: Int? = nil, confirmingWithin confirmation: Duration? = nil,
    settings: LawConfig = RunSettings.current()
) async -> [String] {
    let environment = ProcessInfo.processInfo.environment
    var config = settings
    if let only = config.only, only != law.title { return [] }
    if let cases, environment["LAWS_CASES"] == nil { config.cases = cases }
    if let confirmation {
        config.confirmationDeadline = min(config.confirmationDeadline, confirmation)
        config.shrinkConfirmationDeadline = min(config.shrinkConfirmationDeadline, confirmation / 4)
    }
    let outcome = await law.check(design, config: config)
    // A law that could not race says why through the answer's locks (`lockProblems`), once.
    if case .notRaced = outcome { return [] }
    return outcome.problem(law: law.title, design: design.name, config: config, replay: currentTestFilter()).map {
        [$0]
    } ?? []
}

/// How many cases an exercise's racing law runs: a check and its act split over two locked
/// blocks shows only on schedules that switch threads at both of two points, one case in a
/// hundred or so, so a thousand cases find it nearly always, and each case takes a fraction
/// of a millisecond.
package let racingCases = 1_000

/// The count behind the last line of a run: `exercises: 3 of 16 done`.
final class Summary: Sendable {
    static let shared: Summary = {
        atexit { Summary.shared.printLine() }
        return Summary()
    }()

    private let counts = Locked((done: 0, all: 0))

    func record(done: Bool) {
        counts.withLock { counts in
            counts.all += 1
            if done { counts.done += 1 }
        }
    }

    func printLine() {
        let (done, all) = counts.withLock { ($0.done, $0.all) }
        guard all > 0 else { return }
        switch ExerciseMode.current {
        case .solutions: print("exercises: \(done) of \(all) reference solutions pass")
        case .stubs: print("exercises: \(all) checks, each proven to fail on its untouched stub")
        case .learner: print("exercises: \(done) of \(all) done")
        }
    }
}
