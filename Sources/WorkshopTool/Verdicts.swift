import Foundation

/// The verdicts of the last checks, kept in `.build/workshop/verdicts.json` with a digest of
/// each stub as it was checked, so that `list` is instant and says "changed, not checked yet"
/// when the stub has moved on.
struct SavedVerdicts {
    let root: URL

    struct Entry: Codable, Equatable {
        var state: String
        var digest: String
    }

    var file: URL { root.appending(path: ".build/workshop/verdicts.json") }

    func load() -> [String: Entry] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
    }

    func save(_ verdicts: [String: Verdict], for exercises: [Exercise]) {
        var entries = load()
        for exercise in exercises {
            guard let verdict = verdicts[exercise.id] else { continue }
            let state =
                switch verdict {
                case .done: "done"
                case .notStarted: "not started"
                default: "failing"
                }
            entries[exercise.id] = Entry(state: state, digest: digest(of: exercise.stub))
        }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(entries) { try? data.write(to: file) }
    }

    /// FNV-1a of the stub's bytes: enough to tell whether it changed since its check.
    func digest(of path: String) -> String {
        let bytes = (try? Data(contentsOf: root.appending(path: path))) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// What `list` shows for `exercise`: the saved verdict if the stub is as it was then;
    /// otherwise "not started" while its stub still calls `notStarted`, or "not checked".
    func state(of exercise: Exercise) -> String {
        if let entry = load()[exercise.id], entry.digest == digest(of: exercise.stub) { return entry.state }
        let text = (try? String(contentsOf: root.appending(path: exercise.stub), encoding: .utf8)) ?? ""
        return text.contains("notStarted(\"\(exercise.id)\"") ? "not started" : "changed, not checked yet"
    }
}
