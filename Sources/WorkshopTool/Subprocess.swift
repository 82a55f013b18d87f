import Dispatch
import Foundation
import Locking

/// How a command the workshop ran ended: its status (nil when it ran out of time and was
/// stopped) and everything it wrote, standard output and standard error together.
package struct Finished: Sendable {
    /// The exit status; nil when it was stopped at its time limit.
    package let status: Int32?
    /// Whether a signal ended it (a crash), rather than `exit`.
    package let signalled: Bool
    /// What it printed.
    package let output: String
}

/// Runs the commands behind `check` and `doctor` (`swift build`, `swift test`), each with a
/// time limit, and stops whatever they started when the limit passes or Ctrl-C is pressed.
package enum Subprocess {
    /// The process running now, if any, so that Ctrl-C can stop it and its children.
    private static let running = Locked<pid_t?>(nil)

    /// Runs `arguments` (looked up on the `PATH`) in `directory` and waits for it, at most `limit`.
    package static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        limit: Duration = .seconds(1800)
    ) -> Finished {
        // A file, not a pipe: a pipe's buffer fills and blocks a chatty build until someone reads it.
        let log = FileManager.default.temporaryDirectory.appending(
            path: "workshop-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else {
            return Finished(status: 1, signalled: false, output: "cannot write \(log.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do {
            try process.run()
        } catch {
            try? handle.close()
            return Finished(status: 127, signalled: false, output: "cannot run \(arguments[0]): \(error)")
        }
        // Its own process group, so that stopping it stops nothing of anyone else's. Foundation
        // on Linux already starts a child as a group's leader; elsewhere this makes it one.
        _ = setpgid(process.processIdentifier, process.processIdentifier)
        running.withLock { $0 = process.processIdentifier }
        let timedOut = done.wait(timeout: .now() + .milliseconds(Int(limit.components.seconds) * 1000)) == .timedOut
        if timedOut {
            stop(process.processIdentifier)
            done.wait()
        }
        running.withLock { $0 = nil }
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Finished(
            status: timedOut ? nil : process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, output: output)
    }

    /// Stops the command running now, if any, with everything it started: for Ctrl-C.
    package static func stopRunning() {
        if let pid = running.withLock({ $0 }) { stop(pid) }
    }

    /// Kills `leader`, its process group, and every process descended from it: `swift test`
    /// starts the test binary as a grandchild, which SwiftPM may put in a group of its own, so
    /// the group alone is not enough. Only processes this one started are touched.
    package static func stop(_ leader: pid_t) {
        let tree = descendants(of: leader)
        _ = kill(-leader, SIGKILL)
        for pid in [leader] + tree { _ = kill(pid, SIGKILL) }
    }

    /// Every process below `root`, from `ps`'s list of each process's parent.
    static func descendants(of root: pid_t) -> [pid_t] {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard (try? ps.run()) != nil else { return [] }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        var children: [pid_t: [pid_t]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
        }
        var found: [pid_t] = []
        var next = children[root] ?? []
        while let pid = next.popLast() {
            found.append(pid)
            next += children[pid] ?? []
        }
        return found
    }
}
