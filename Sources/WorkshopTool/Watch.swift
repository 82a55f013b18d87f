import Dispatch
import Foundation

/// `workshop watch`: check an exercise, check it again on every save under `Chapters/`, move on
/// when it passes. Polling, not a file-system API: it works the same on Linux and macOS.
struct Watch {
    let workshop: WorkshopCommand
    let exercises: [Exercise]
    let start: Exercise?

    /// How often the sources are looked at.
    static let interval: Duration = .milliseconds(500)

    func run() -> Int32 {
        let saved = SavedVerdicts(root: workshop.root)
        guard var current = start ?? exercises.first(where: { saved.state(of: $0) != "done" }) else {
            workshop.out.line("every exercise is done: nothing to watch")
            return WorkshopCommand.success
        }
        let check = Check(root: workshop.root, output: workshop.out)
        while true {
            if workshop.out.output.allowsANSI { workshop.out.output.write(["\u{1B}[2J\u{1B}[H"]) }
            workshop.out.line(
                "── watching \(current.id) \(current.title): save a file under Chapters/ to check again, Ctrl-C to stop"
            )
            let before = Self.snapshot(of: workshop.root.appending(path: "Chapters"))
            // The one exercise: the others keep the verdicts of their last checks (`list`).
            if let verdicts = check.run([current], show: [current]) {
                saved.save(verdicts, for: [current])
                if verdicts[current.id] == .done {
                    guard let next = Self.next(after: current, in: exercises, isDone: { saved.state(of: $0) == "done" })
                    else {
                        workshop.out.line("every exercise is done")
                        return WorkshopCommand.success
                    }
                    workshop.out.line("→ \(current.id) is done; on to \(next.id) \(next.title)")
                    current = next
                    continue
                }
            }
            Self.waitForChange(from: before, in: workshop.root.appending(path: "Chapters"))
        }
    }

    /// The first exercise after `current`, in order and then from the start, that is not done.
    static func next(after current: Exercise, in exercises: [Exercise], isDone: (Exercise) -> Bool) -> Exercise? {
        guard let index = exercises.firstIndex(of: current) else { return nil }
        let rotated = exercises[(index + 1)...] + exercises[..<index]
        return rotated.first { !isDone($0) }
    }

    /// Every Swift file under `folder`, with when it was last changed.
    static func snapshot(of folder: URL) -> [String: Date] {
        var times: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return [:]
        }
        for case let file as URL in files where file.pathExtension == "swift" {
            times[file.path] = (try? file.resourceValues(forKeys: Set(keys)))?.contentModificationDate
        }
        return times
    }

    /// Returns once a Swift file under `folder` is added, removed or saved since `before`.
    static func waitForChange(from before: [String: Date], in folder: URL) {
        while snapshot(of: folder) == before {
            Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18)
        }
    }
}

/// Ctrl-C stops the command the workshop is running, with everything that command started,
/// before the workshop itself exits: a check cut short leaves no test process behind.
package enum Interrupt {
    // nonisolated(unsafe): written once, by `install`, before any signal can arrive; kept only
    // so that the signal source lives as long as the program.
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    /// Handles SIGINT from now on.
    package static func install() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            Subprocess.stopRunning()
            FileHandle.standardError.write(Data("\nworkshop: stopped\n".utf8))
            exit(130)
        }
        source.resume()
        Self.source = source
    }
}
