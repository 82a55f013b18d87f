import ExerciseKit
import Foundation

/// The thread sanitizer's half of `workshop check`. The checks race an exercise's threads on the
/// harness's schedules, which step in only at the project's lock (`Locked`): state an attendee
/// keeps with no lock at all is invisible to them. So an exercise whose checks pass, and that
/// keeps shared state (1.1, 2.2's meeting point, and chapters 3 to 6 but for their warm-ups), is
/// checked again under the sanitizer, in its own build folder (prepared once by `workshop
/// doctor`), and a race reported in the attendee's file makes it not done, with the two lines
/// that raced.
///
/// ```swift
/// SanitizerCheck.races(in: sanitizerOutput, exercises: all)   // ["3.1": ["a data race in All.swift: line 20 …"]]
/// ```
struct SanitizerCheck {
    let root: URL

    /// The sanitizer's build folder, shared with CI's sanitizer run.
    static let scratch = ".build-tsan"

    /// The "be the scheduler" exercises: their answer is a schedule, not code, so there is
    /// nothing of the learner's for the sanitizer to race.
    static let schedules: Set<String> = ["3.7", "4.7"]

    /// Whether an exercise keeps state that threads share: its checks race threads. A warm-up
    /// (`3.0`) keeps none: it is a few lines on the chapter's operators, and races no threads.
    static func applies(to exercise: Exercise) -> Bool {
        if exercise.id.hasSuffix(".0") || schedules.contains(exercise.id) { return false }
        return ["1.1", "2.2"].contains(exercise.id) || exercise.chapter >= 3
    }

    /// Whether `workshop doctor` has built the sanitizer's folder: without it, the first race
    /// check would take minutes, so `check` skips it and says how to prepare it.
    var isPrepared: Bool {
        FileManager.default.fileExists(atPath: root.appending(path: Self.scratch).appending(path: "debug").path)
    }

    /// The options that build and test under the sanitizer, in its own folder.
    static let options = ["--sanitize=thread", "--scratch-path", scratch]

    /// How many cases each law of a check runs under the sanitizer. The plain run has proven the
    /// laws already; here they only give the answer's threads something to do at once, and the
    /// sanitizer needs one unsynchronised pair of accesses to see a race, not many cases. A
    /// check's own threads that race for the sanitizer (`onRacingThreads`) run in full.
    static let lawCases = 5

    /// Starts the sanitizer's build and then the checks of `exercises` under it (`filter`),
    /// those exercises' only, in the background: they run while the plain checks do, which on
    /// two cores mostly wait, and are stopped if no exercise passes those.
    func start(_ exercises: [Exercise], filter: String) -> Background {
        let root = root
        let environment = [
            "TSAN_OPTIONS": "halt_on_error=0", "LAWS_CASES": String(Self.lawCases),
            ExerciseRecord.onlyKey: exercises.map(\.id).joined(separator: ","),
        ]
        return Subprocess.start(steps: [
            { started in
                Subprocess.run(
                    ["swift", "build", "--build-tests"] + Self.options, in: root, limit: .seconds(1800),
                    started: started)
            },
            { started in
                Check.runTests(
                    root: root, scratch: Self.scratch, filter: filter, options: Self.options,
                    environment: environment, limit: .seconds(600), started: started)
            },
        ])
    }

    /// What a run ``start(_:filter:)`` began found: the races reported in `exercises`' files,
    /// by exercise; nil if the build failed or ran out of time.
    static func races(of run: Background, exercises: [Exercise]) -> [String: [String]]? {
        let finished = run.wait()
        guard run.stepsRun == 2 else { return nil }
        return races(in: finished.output, exercises: exercises)
    }

    /// The exercise whose stub a frame of a report is in, and the line: `#3 … /clone/Chapters/03-
    /// ObserverFuture/Exercises/All.swift:20:5 (…)` on Linux. A frame that names the file alone
    /// (`All.swift:20`, as a report may on macOS) counts when no other exercise's stub has
    /// that name.
    static func frame(_ text: String, in exercises: [Exercise]) -> (Exercise, String)? {
        for exercise in exercises {
            if let range = text.range(of: exercise.stub + ":") {
                return (exercise, String(text[range.upperBound...].prefix { $0.isNumber }))
            }
        }
        for exercise in exercises {
            let name = URL(fileURLWithPath: exercise.stub).lastPathComponent
            let sameName = exercises.filter { URL(fileURLWithPath: $0.stub).lastPathComponent == name }
            guard sameName.count == 1, let range = text.range(of: " " + name + ":") else { continue }
            return (exercise, String(text[range.upperBound...].prefix { $0.isNumber }))
        }
        return nil
    }

    /// The sanitizer's data-race reports in `output` whose stack passes through an exercise's
    /// stub, as one sentence each: the two lines that touched the same memory. Pure, for tests.
    ///
    /// - Note: Two kinds of report count: a `data race` (`Write of size 8 at …`) and a `Swift
    ///   access race` (`Modifying access of Swift variable at …`), which is how the sanitizer
    ///   reports two threads changing a class's stored property at once, the usual race in an
    ///   answer that keeps its state in a class with no lock.
    static func races(in output: String, exercises: [Exercise]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        let reports = output.components(separatedBy: "WARNING: ThreadSanitizer: ").dropFirst()
            .filter { $0.hasPrefix("data race") || $0.hasPrefix("Swift access race") }
        for report in reports {
            // Each access starts with a line like `  Write of size 8 at … by thread T2:`,
            // `  Previous read of size …` or `  Modifying access of Swift variable at …`; its
            // frames follow, one per line. The first frame of each access that is in a stub says
            // which line of the attendee's file it was.
            var accesses: [(kind: String, exercise: Exercise?, line: String?)] = []
            for line in report.split(separator: "\n").prefix(while: { !$0.hasPrefix("SUMMARY:") }) {
                let text = line.trimmingCharacters(in: .whitespaces)
                let isAccess = text.contains(" of size ") || text.contains(" access of Swift variable ")
                if line.hasPrefix("  "), !line.hasPrefix("   "), isAccess, !text.hasPrefix("Location") {
                    let words = text.split(separator: " ")
                    let word = (words.first == "Previous" ? words.dropFirst().first : words.first)?.lowercased()
                    let kind = ["modifying": "write", "read-only": "read"][word ?? ""] ?? word
                    accesses.append((kind ?? "access", nil, nil))
                } else if text.hasPrefix("#"), let last = accesses.indices.last, accesses[last].exercise == nil,
                    let (exercise, line) = frame(text, in: exercises)
                {
                    accesses[last].exercise = exercise
                    accesses[last].line = line
                }
            }
            let ours = accesses.filter { $0.exercise != nil }
            guard let exercise = ours.first?.exercise else { continue }
            let file = URL(fileURLWithPath: exercise.stub).lastPathComponent
            let lines = ours.prefix(2).map { "line \($0.line ?? "?") (a \($0.kind))" }.joined(separator: " and ")
            let sentence =
                "a data race in \(file): \(lines) touched the same memory from two threads with no lock between"
                + " them (the thread sanitizer saw it); keep state that threads share in a `Locked`"
            if !(found[exercise.id] ?? []).contains(sentence) { found[exercise.id, default: []].append(sentence) }
        }
        return found
    }
}
