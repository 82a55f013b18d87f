import Foundation
import Locking

/// One line of the report an exercise check writes for `swift run workshop check`, when
/// `FIVEPROMISES_EXERCISE_REPORT` names a file: JSON, one record a line.
///
/// ```swift
/// ExerciseRecord(id: "3.1", name: "Promise.all", state: .failing, problems: ["…"]).line
/// // {"id":"3.1","name":"Promise.all","problems":["…"],"state":"failing"}
/// ```
///
/// - Note: A check writes `started` before it runs and its verdict after, so that a crash in
///   the learner's code leaves an exercise started and never finished: the workshop reports
///   that one as crashed, and the others still with their verdicts.
package struct ExerciseRecord: Codable, Sendable, Equatable {
    /// Where a check has got to with one exercise.
    package enum State: String, Codable, Sendable {
        /// Its check began.
        case started
        /// Its stub still runs `notStarted`.
        case notStarted = "not started"
        /// Its check found nothing wrong.
        case done
        /// Its check found something wrong: see `problems`.
        case failing
    }

    /// `3.1`.
    package var id: String
    /// `Promise.all`.
    package var name: String
    /// Where the check has got to.
    package var state: State
    /// What is still wrong, one report each, when `state` is `failing`.
    package var problems: [String]

    /// A record for exercise `id`.
    package init(id: String, name: String, state: State, problems: [String] = []) {
        self.id = id
        self.name = name
        self.state = state
        self.problems = problems
    }

    /// The record as one line of JSON, without its newline.
    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The records in a report's text; a line that is not a record (a half-written last line,
    /// after a crash) is skipped.
    package static func records(in text: String) -> [ExerciseRecord] {
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { try? decoder.decode(ExerciseRecord.self, from: Data($0.utf8)) }
    }

    /// The environment variable naming the report file.
    package static let environmentKey = "FIVEPROMISES_EXERCISE_REPORT"

    /// The environment variable that names the exercises to check, separated by commas
    /// (`3.4,3.1`): the chapter's other exercises are skipped, neither checked nor recorded.
    /// `workshop check 3.4` sets it, so that one exercise's check does not wait for its
    /// neighbours'.
    package static let onlyKey = "FIVEPROMISES_EXERCISES_ONLY"

    /// Whether the exercise `id` is one ``onlyKey`` names, or it names none.
    package static func isChosen(_ id: String, environment: [String: String]) -> Bool {
        guard let only = environment[onlyKey], !only.isEmpty else { return true }
        return only.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == id }
    }

    /// Keeps two checks' lines whole: one appends at a time. It lives as long as the process,
    /// so it is never destroyed.
    private static let appending = Lock()

    /// Appends this record to the report named by ``environmentKey``, if there is one.
    package func append() {
        guard let path = ProcessInfo.processInfo.environment[Self.environmentKey], !path.isEmpty else { return }
        Self.appending.lock()
        defer { Self.appending.unlock() }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}
