import ExerciseKit
import Foundation

/// What a check found for one exercise.
package enum Verdict: Sendable, Equatable {
    /// Its check passed.
    case done
    /// Its stub is untouched.
    case notStarted
    /// Its check found these problems, each a sentence or a law's report.
    case failing([String])
    /// The test process crashed while this exercise's check ran; the frames in our code.
    case crashed([String])
    /// Its check was still running when the time limit stopped it.
    case unfinished
    /// Its check never ran: the run ended before reaching it.
    case notRun

    /// `✓`, `✗` or `○`.
    var mark: String {
        switch self {
        case .done: "✓"
        case .notStarted: "○"
        case .failing, .crashed, .unfinished, .notRun: "✗"
        }
    }

    /// The words after the exercise's name.
    var words: String {
        switch self {
        case .done: "done"
        case .notStarted: "not started"
        case .failing: "not done yet"
        case .crashed: "crashed"
        case .unfinished: "did not finish in time"
        case .notRun: "not checked: the run ended before it"
        }
    }

    /// The verdict of each of `exercises` from what a test run wrote (`records`), how it ended
    /// and what it printed: pure, so that every case is tested.
    static func verdicts(
        for exercises: [Exercise], records: [ExerciseRecord], finished: Finished
    ) -> [String: Verdict] {
        var latest: [String: ExerciseRecord] = [:]
        for record in records where latest[record.id]?.state != .done || record.state != .started {
            latest[record.id] = record
        }
        var verdicts: [String: Verdict] = [:]
        for exercise in exercises {
            switch latest[exercise.id]?.state {
            case .done: verdicts[exercise.id] = .done
            case .notStarted: verdicts[exercise.id] = .notStarted
            case .failing: verdicts[exercise.id] = .failing(unique(latest[exercise.id]?.problems ?? []))
            case .started:
                verdicts[exercise.id] =
                    finished.status == nil ? .unfinished : .crashed(frames(in: finished.output, near: exercise))
            case nil: verdicts[exercise.id] = .notRun
            }
        }
        return verdicts
    }

    /// Each problem once, in order: a law that fails on two variants of a design reports once.
    static func unique(_ problems: [String]) -> [String] {
        var seen: Set<String> = []
        return problems.filter { seen.insert($0).inserted }
    }

    /// The top frames of a crash's backtrace that are in the learner's chapter, or the first
    /// lines that say what the crash was.
    static func frames(in output: String, near exercise: Exercise) -> [String] {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let ours = lines.filter { $0.contains(exercise.chapterFolder + "/") }
        let cause = lines.filter {
            $0.contains("Fatal error") || $0.contains("Crash:") || $0.contains("Stack overflow")
                || $0.contains("Program crashed") || $0.contains("signal")
        }
        return Array(cause.prefix(2)) + Array(ours.prefix(3))
    }
}
