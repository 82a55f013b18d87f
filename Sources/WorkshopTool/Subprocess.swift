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
    /// The processes running now (the checks, and the sanitizer's build beside them), so that
    /// Ctrl-C can stop them and their children.
    private static let running = Locked<Set<pid_t>>([])

    /// Held while a process starts (``run(_:in:environment:limit:started:)``).
    private static let starting = Lock()

    /// Runs `arguments` (looked up on the `PATH`) in `directory` and waits for it, at most `limit`;
    /// `started` is told its process id as soon as it runs.
    package static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        limit: Duration = .seconds(1800), started: @Sendable (pid_t) -> Void = { _ in }
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
            // One start at a time: Foundation on Linux before Swift 6.0.2 starts a child in its
            // folder by changing this whole process's current folder for the moment, so two
            // starts at once (the checks, and the sanitizer's build beside them) could swap
            // (swift-corelibs-foundation's Process.swift at swift-6.0.1-RELEASE; 6.0.2 spawns
            // with posix_spawn_file_actions_addchdir_np).
            starting.lock()
            defer { starting.unlock() }
            try process.run()
        } catch {
            try? handle.close()
            return Finished(status: 127, signalled: false, output: "cannot run \(arguments[0]): \(error)")
        }
        // Its own process group, so that stopping it stops nothing of anyone else's. Foundation
        // on Linux already starts a child as a group's leader; elsewhere this makes it one.
        _ = setpgid(process.processIdentifier, process.processIdentifier)
        _ = running.withLock { $0.insert(process.processIdentifier) }
        started(process.processIdentifier)
        let timedOut = done.wait(timeout: .now() + .milliseconds(Int(limit.components.seconds) * 1000)) == .timedOut
        if timedOut {
            stop(process.processIdentifier)
            done.wait()
        }
        _ = running.withLock { $0.remove(process.processIdentifier) }
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Finished(
            status: timedOut ? nil : process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, output: output)
    }

    /// Stops the commands running now, if any, with everything they started: for Ctrl-C.
    package static func stopRunning() {
        for pid in running.withLock({ $0 }) { stop(pid) }
    }

    /// Kills `leader`, its process group, and every process descended from it: `swift test`
    /// starts the test binary as a grandchild, which SwiftPM may put in a group of its own, so
    /// the group alone is not enough. Only processes this one started are touched.
    package static func stop(_ leader: pid_t) {
        let tree = descendants(of: leader)
        _ = kill(-leader, SIGKILL)
        for pid in [leader] + tree { _ = kill(pid, SIGKILL) }
    }

    /// One command of ``start(steps:)``: it runs its process, tells `started` the process's id,
    /// and returns how it ended.
    package typealias Step = @Sendable (_ started: @escaping @Sendable (pid_t) -> Void) -> Finished

    /// Runs `steps` one after another on a thread of its own and returns at once: the
    /// sanitizer's build and then its checks run while the plain checks do. A step that does not
    /// end with status 0 ends the sequence; ``Background/stepsRun`` tells how far it went.
    package static func start(steps: [Step]) -> Background {
        let background = Background()
        Thread.detachNewThread {
            var finished = Finished(status: 0, signalled: false, output: "")
            for (index, step) in steps.enumerated() {
                guard !background.isStopped else { break }
                finished = step { pid in background.started(pid) }
                background.ran(index + 1)
                if finished.status != 0 { break }
            }
            background.finish(finished)
        }
        return background
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

/// A command started by ``Subprocess/start``: wait for how it ends, or stop it first.
package final class Background: Sendable {
    private let state = Locked<(pid: pid_t?, finished: Finished?, stopped: Bool, steps: Int)>((nil, nil, false, 0))
    private let ended = DispatchSemaphore(value: 0)

    fileprivate init() {}

    fileprivate var isStopped: Bool { state.withLock { $0.stopped } }

    fileprivate func ran(_ steps: Int) { state.withLock { $0.steps = steps } }

    /// How many of its steps ran to their end (``Subprocess/start(steps:)``).
    package var stepsRun: Int { state.withLock { $0.steps } }

    fileprivate func started(_ pid: pid_t) {
        let stopped = state.withLock { state in
            state.pid = pid
            return state.stopped
        }
        if stopped { Subprocess.stop(pid) }
    }

    fileprivate func finish(_ finished: Finished) {
        state.withLock { state in
            state.pid = nil
            state.finished = finished
        }
        ended.signal()
    }

    /// How it ended, once it has.
    package func wait() -> Finished {
        ended.wait()
        ended.signal()
        return state.withLock { $0.finished } ?? Finished(status: nil, signalled: false, output: "")
    }

    /// Stops it, with everything it started, and waits until it has ended.
    package func stop() {
        let pid = state.withLock { state in
            state.stopped = true
            return state.pid
        }
        if let pid { Subprocess.stop(pid) }
        _ = wait()
    }
}
