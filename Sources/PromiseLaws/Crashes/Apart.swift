import Foundation
import Locking

/// A crash, shrunk and reported. A trap ends the process it happens in, so a case that crashes
/// is shrunk *apart*: each run in a process of its own, this test program started again with
/// the one test, told by its environment which case to run and what to do with it (``Role``).
/// The process that crashed starts the first of them from its signal handler (``CrashNote``),
/// waits for it, then stops as it would have.
///
/// ```text
/// crashed process ──▶ shrink: regenerates the case, then for each smaller one ──▶ run (crashes or not)
///                                    and once it is as small as it gets     ──▶ left, right (what each side did)
/// ```
///
/// Every child regenerates the case from the law's seed and its number, puts the schedule back
/// for a racing law, then follows `path`: the index of each smaller case shrinking took.
package struct Apart: Sendable {
    /// What a process started apart does.
    enum Role: String, Sendable {
        /// Shrinks the case, running each candidate apart, and prints the report.
        case shrink
        /// Runs the case once, both sides: the parent learns from how it ends whether it crashed.
        case run
        /// Runs one side alone and prints what it did, for the report.
        case left, right
    }

    let role: Role
    let design: String
    let law: String
    let seed: UInt64
    let caseNumber: Int
    /// The schedule the case ran on, for a racing law: ``Schedule/description``.
    let schedule: String?
    /// Which smaller case each shrinking step took, by its index among the candidates.
    let path: [Int]
    /// Where the case was found, as the note said it: `case 1 of 100, on schedule 5 of …`.
    let found: String

    /// Where a process started to shrink apart writes its report: the crashed process's
    /// standard error, passed on as descriptor 3 (its own standard error goes nowhere, so that
    /// what the test library prints does not come between the note and the report).
    static let reportDescriptor: Int32 = 3

    /// Marks a line with what a side run apart has done so far, its report lines joined by `\u{1}`.
    static let traceMark = "LAWS-APART-SO-FAR: "

    /// Marks a line with the effects a side run apart has had so far.
    static let effectsMark = "LAWS-APART-EFFECTS: "

    /// A side's lines in the report: what it delivered, its effects, and its race.
    ///
    /// - Parameter soFar: whether the side is still running, so that what it has not done yet
    ///   is not called missing.
    static func sideLines(_ observation: Observation, deadline: Duration, race: Race?, soFar: Bool = false)
        -> [String]
    {
        let delivered =
            soFar && observation.deliveries.isEmpty
            ? "nothing delivered yet" : observation.describe(deadline: deadline) + (soFar ? ", so far" : "")
        return [delivered, "effects: " + observation.effectsLine] + (race.map { ["race:"] + $0.table } ?? [])
    }

    /// What a side run apart tells as it goes, at once, on standard output: it may stop the
    /// process at any moment, and the parent reads the last of each before it stopped.
    static let tracer = Tracer(
        progress: { observation, race in
            let lines = sideLines(observation, deadline: .zero, race: race ?? observation.races.last, soFar: true)
            FileHandle.standardOutput.write(Data((traceMark + lines.joined(separator: "\u{1}") + "\n").utf8))
        },
        effects: { effects in
            FileHandle.standardOutput.write(Data((effectsMark + effects.joined(separator: ", ") + "\n").utf8))
        })

    /// Marks the lines a side run apart prints for the report.
    static let sideMark = "LAWS-APART-SIDE: "

    /// The role this process was started in, if it was started apart.
    package static let current = Apart(ProcessInfo.processInfo.environment)

    init(
        role: Role, design: String, law: String, seed: UInt64, caseNumber: Int, schedule: String?, path: [Int] = [],
        found: String
    ) {
        (self.role, self.design, self.law, self.seed, self.caseNumber) = (role, design, law, seed, caseNumber)
        (self.schedule, self.path, self.found) = (schedule, path, found)
    }

    init?(_ environment: [String: String]) {
        guard let role = environment["LAWS_APART"].flatMap(Role.init(rawValue:)),
            let design = environment["LAWS_APART_DESIGN"], let law = environment["LAWS_LAW"],
            let seed = environment["LAWS_SEED"].flatMap(UInt64.init),
            let caseNumber = environment["LAWS_APART_CASE"].flatMap(Int.init)
        else { return nil }
        let path = (environment["LAWS_APART_PATH"] ?? "").split(separator: ".").compactMap { Int($0) }
        self.init(
            role: role, design: design, law: law, seed: seed, caseNumber: caseNumber,
            schedule: environment["LAWS_APART_SCHEDULE"], path: path, found: environment["LAWS_APART_FOUND"] ?? "")
    }

    /// The variables that start a process in this role on this case, with `config`'s counts.
    func environment(_ config: LawConfig) -> [String: String] {
        var variables = Self.checkEnvironment(role: role, design: design, law: law, seed: seed, config: config)
        for (name, value) in caseEnvironment { variables[name] = value }
        return variables
    }

    /// The variables that name the check: the same for every case of it.
    static func checkEnvironment(role: Role, design: String, law: String, seed: UInt64, config: LawConfig)
        -> [String: String]
    {
        [
            "LAWS_APART": role.rawValue, "LAWS_APART_DESIGN": design, "LAWS_LAW": law, "LAWS_SEED": "\(seed)",
            "LAWS_CASES": "\(config.cases)", "LAWS_SCHEDULE_BUDGET": "\(config.scheduleBudget)",
            "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// The variables that name the case.
    var caseEnvironment: [(String, String)] {
        [
            ("LAWS_APART_CASE", "\(caseNumber)"), ("LAWS_APART_PATH", path.map(String.init).joined(separator: ".")),
            ("LAWS_APART_FOUND", found),
        ] + (schedule.map { [("LAWS_APART_SCHEDULE", $0)] } ?? [])
    }

    /// The same case, in another role, `path` further down.
    func with(_ role: Role, path: [Int]? = nil) -> Apart {
        Apart(
            role: role, design: design, law: law, seed: seed, caseNumber: caseNumber, schedule: schedule,
            path: path ?? self.path, found: found)
    }
}

extension LawCheck {
    /// Whether this process was started apart to run this check's case.
    var apart: Apart? {
        guard let apart = Apart.current, apart.design == design.name, apart.law == law.title, apart.seed == seed
        else { return nil }
        return apart
    }

    /// Does what a process started apart is for, then ends the process: it was started for
    /// nothing else.
    func runApart(_ apart: Apart) async -> Never {
        guard let cells = cells(of: apart) else {
            FileHandle.standardError.write(Data("the crashed case could not be made again: the law changed\n".utf8))
            exit(2)
        }
        switch apart.role {
        case .shrink:
            let report = Data(await shrinkApart(apart, cells).utf8)
            // Started by a crashed process's handler, the report has a descriptor of its own;
            // started by hand, it goes to standard error.
            let descriptor = fcntl(Apart.reportDescriptor, F_GETFD) == -1 ? 2 : Apart.reportDescriptor
            FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(report)
        case .run:
            _ = await run(cells, deadline: config.deadline)
        case .left, .right:
            let side = await runAlone(cells, left: apart.role == .left)
            let observation = side.observation
            let lines = Apart.sideLines(observation, deadline: config.deadline, race: observation.races.last)
            print(lines.map { Apart.sideMark + $0 }.joined(separator: "\n"))
        }
        exit(0)
    }

    /// The case `apart` names: the law's case `caseNumber`, on its schedule, shrunk along its path.
    func cells(of apart: Apart) -> [Cell]? {
        var rng = SplitMix64(seed: seed)
        let cases = law.generate(design.hasErrorChannel)
        var cells: [Cell] = []
        for _ in 1...max(1, apart.caseNumber) { cells = cases.run(&rng) }
        if let text = apart.schedule, let slot = cells.firstIndex(where: { $0.value is Schedule }) {
            guard let schedule = Schedule(written: text) else { return nil }
            cells[slot] = Self.scheduleCell(named: cells[slot].name, schedule)
        }
        for index in apart.path {
            let smaller = cells.shrinks
            guard smaller.indices.contains(index) else { return nil }
            cells = smaller[index]
        }
        return cells
    }

    /// Shrinks a crashing case, each candidate run apart, and writes the report: the law, the
    /// smallest case that still crashes, what each side did, and the replay line.
    private func shrinkApart(_ apart: Apart, _ cells: [Cell]) async -> String {
        var head = ReportLayout.head(
            "\(law.title) crashed the process for \(design.name), shrunk apart", equation: law.equation)
        guard let first = Child.run(apart.with(.run), config), first.crashed else {
            return
                (head + [
                    ReportLayout.field("found", "\(apart.found); run again apart, it did not crash: nothing to shrink"),
                    replayLine(racing: apart.schedule != nil),
                ]).joined(separator: "\n") + "\n"
        }
        let smallest = await shrinkGreedily(cells, path: apart.path, budget: min(config.shrinkBudget, 300)) {
            _, path in Child.run(apart.with(.run, path: path), config)?.crashed == true ? true : nil
        }
        let shrunk = apart.with(.run, path: smallest.path)
        let again = (0..<config.recount).count { _ in Child.run(shrunk, config)?.crashed == true }
        let sides = LawFailure.sides(of: law.equation)
        let left = Child.run(shrunk.with(.left), config)
        let right = Child.run(shrunk.with(.right), config)
        head += ReportLayout.inputs(smallest.cells.map { ($0.name, $0.text) })
        head.append(
            ReportLayout.field(
                "found",
                "\(apart.found), \(ReportLayout.shrunk(smallest.steps)), each run in a process of its own; "
                    + "crashed again in \(again) of \(config.recount) runs"))
        let crashed = [("left", left), ("right", right)].filter { $0.1?.crashed ?? false }
        if let (name, child) = crashed.first, let child {
            head.append(ReportLayout.field("why", "the \(name) side stopped the process: \(child.why)"))
        } else {
            head.append(
                ReportLayout.field(
                    "why", "the process stopped when both sides ran at once; alone, neither side stops it"))
        }
        for (label, text, child) in [("left", sides.left, left), ("right", sides.right, right)] {
            let lines =
                child.map { $0.sideLines + ($0.crashed ? ["then stopped the process: \($0.signalName)"] : []) }
                ?? ["(could not be run apart)"]
            head += ReportLayout.side(label, text, lines)
        }
        head.append(replayLine(racing: apart.schedule != nil))
        return head.joined(separator: "\n") + "\n"
    }

    private func replayLine(racing: Bool) -> String { racing ? crash.racingReplay : crash.replay }
}

/// One process started apart, and how it ended.
private struct Child {
    /// Whether a signal stopped it (a trap), rather than an exit.
    let crashed: Bool
    let signal: Int32
    let output: String

    /// Starts this test program again in `apart`'s role, with the arguments this one had, and
    /// waits for it: up to a minute, after which it is stopped and counts as not crashing.
    static func run(_ apart: Apart, _ config: LawConfig) -> Child? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = Array(CommandLine.arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(apart.environment(config)) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { return nil }
        // Read while it runs, so that a full pipe never stops it; the pipe ends when it does.
        let output = Locked(Data(), schedulePoints: false)
        let read = DispatchSemaphore(value: 0)
        Thread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            output.withLock { $0 = data }
            read.signal()
        }.start()
        if ended.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            return Child(crashed: false, signal: 0, output: "")
        }
        _ = read.wait(timeout: .now() + 5)
        let text = String(decoding: output.withLock { $0 }, as: UTF8.self)
        let crashed = process.terminationReason == .uncaughtSignal
        return Child(crashed: crashed, signal: crashed ? process.terminationStatus : 0, output: text)
    }

    /// The lines a side run apart printed for the report; for one that stopped the process,
    /// what it had done when it stopped.
    var sideLines: [String] {
        let lines = output.split(separator: "\n")
        let final = lines.compactMap { line in
            line.hasPrefix(Apart.sideMark) ? String(line.dropFirst(Apart.sideMark.count)) : nil
        }
        guard final.isEmpty else { return final }
        var soFar = ["nothing delivered yet", "effects: none"]
        if let last = lines.last(where: { $0.hasPrefix(Apart.traceMark) }) {
            soFar = last.dropFirst(Apart.traceMark.count).split(separator: "\u{1}").map(String.init)
        }
        // The effects as the log told them last, which may be after the last delivery or step.
        if let effects = lines.last(where: { $0.hasPrefix(Apart.effectsMark) }), soFar.count > 1 {
            soFar[1] = "effects: " + effects.dropFirst(Apart.effectsMark.count)
        }
        return soFar
    }

    /// The runtime's own words for the trap (`… Fatal error: a continuation resumed twice`), or
    /// the signal's name.
    var why: String {
        let lines = output.split(separator: "\n").map(String.init)
        return lines.first { $0.contains("Fatal error") || $0.contains("fatal error") } ?? signalName
    }

    var signalName: String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL, a trap", SIGTRAP: "SIGTRAP, a trap", SIGABRT: "SIGABRT, an abort",
            SIGSEGV: "SIGSEGV, a bad memory access", SIGBUS: "SIGBUS, a bad memory access",
            SIGFPE: "SIGFPE, an arithmetic trap",
        ]
        return "signal \(signal) (\(names[signal] ?? "a signal"))"
    }
}

extension Schedule {
    /// A schedule as ``description`` writes it: turns (`t1 to step 3, t2`), `each thread in
    /// turn`, or a drawn one (`drawn: t2, t1; change after steps 3, 7`).
    init?(written text: String) {
        if text == "each thread in turn" {
            self.init()
            return
        }
        guard text.hasPrefix("drawn: ") else {
            guard let schedule = try? Schedule(parsing: text) else { return nil }
            self = schedule
            return
        }
        let parts = text.dropFirst("drawn: ".count).components(separatedBy: "; change after steps ")
        let priorities = parts[0].components(separatedBy: ", ").compactMap { Int($0.dropFirst()).map { $0 - 1 } }
        let changes = parts.count > 1 ? parts[1].components(separatedBy: ", ").compactMap { Int($0) } : []
        self.init(drawn: Drawn(priorities: priorities, changes: changes))
    }
}
