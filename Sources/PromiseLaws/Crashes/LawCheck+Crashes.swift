import Foundation

/// Where a check meets crashes: the handler installed before the first case (``CrashNote``),
/// a note written before each run for it to print, and, in a process started apart to shrink a
/// crashed case (``Apart``), that process's work instead of the check's.
extension LawCheck {
    /// The one entry: installs the handler and, in a process started apart for this check's
    /// case, does what it was started for and ends the process.
    func prepareForCrashes() async {
        CrashNote.installed
        if let apart { await runApart(apart) }
    }

    /// One side of `cells` run alone, the left or the right, and waited for as ``run(_:deadline:window:number:schedule:right:)``
    /// waits: for a report of a crash, in which each side runs in a process of its own (``Apart``).
    func runAlone(_ cells: [Cell], left: Bool) async -> Side<Design> {
        let side = Side(
            design, queue: (design as? any QueueDesign)?.callbackQueue, ownsTime: owned, tracer: Apart.tracer)
        start(left ? law.lhs : law.rhs, on: side, cells, deadline: config.deadline)
        await side.wait(deadline: config.deadline, window: .zero)
        if owned, !side.simulation.hasEnded { await side.wait(deadline: config.confirmationDeadline, window: .zero) }
        return side
    }

    /// What to print if the process stops while `cells` run (``CrashNote``): the law, the case,
    /// and the line that replays it; `number` is the case's, or nil for a smaller case tried
    /// while shrinking. A case with a number is shrunk apart (``Apart``), where it can be: in a
    /// test of this program, on Linux, in a process that was not itself started apart. Written
    /// for every run, so made of parts made once per check (``CrashParts``).
    func crashNote(_ cells: [Cell], number: Int?, schedule: String?) -> String {
        var note = crash.head
        for (prefix, cell) in zip(crash.inputs, cells) { note += prefix + cell.text + "\n" }
        let which = number.map { "case \($0) of \(config.cases)" + (schedule.map { ", on \($0)" } ?? "") }
        let apart = which != nil && crash.spawn != nil
        note += ReportLayout.field("found", "\(which ?? "a smaller case, while shrinking"); the process stopped, so ")
        note += apart ? "the case is shrunk apart, each run in a process of its own:\n" : "nothing was shrunk\n"
        let scheduleCell = cells.first { $0.value is Schedule }
        note += (scheduleCell == nil ? crash.replay : crash.racingReplay) + "\n\0"
        guard apart, let number, let which, let spawn = crash.spawn else { return note + "\0\0" }
        note += spawn
        let caseApart = Apart(
            role: .shrink, design: design.name, law: law.title, seed: seed, caseNumber: number,
            schedule: scheduleCell?.text, found: which)
        for (name, value) in caseApart.caseEnvironment { note += "\(name)=\(value)\0" }
        return note + "\0"
    }

    /// What every crash note of this check shares, made once.
    struct CrashParts: Sendable {
        /// The note's first lines: the law that crashed, and its equation.
        let head: String
        /// What comes before each input's value: `  inputs: x = `, `          y = `.
        let inputs: [String]
        /// The replay line, for a law that races threads and for one that does not.
        let replay: String
        let racingReplay: String
        /// The arguments that start this test again and the variables that name this check,
        /// each ended by a zero byte, the arguments' list by an empty string; nil where a case
        /// cannot be shrunk apart.
        let spawn: String?
    }
}

extension LawCheck.CrashParts {
    init(law: Law<Design>, design: Design, seed: UInt64, config: LawConfig) {
        let filter = currentTestFilter()
        func replay(_ racing: Bool) -> String {
            LawFailure.replayLine(
                seed: seed, cases: config.cases, scheduleBudget: racing ? config.scheduleBudget : nil, law: law.title,
                filter: filter)
        }
        var spawn: String?
        if Apart.current == nil, filter != noTestFilter, let arguments = Platform.testProgram(filter: filter) {
            let variables = Apart.checkEnvironment(
                role: .shrink, design: design.name, law: law.title, seed: seed, config: config)
            spawn =
                arguments.map { $0 + "\0" }.joined() + "\0"
                + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\0" }.joined()
        }
        // A law's inputs have the same names in every case: their lines begin the same way.
        var rng = SplitMix64(seed: seed)
        let names = law.generate(design.hasErrorChannel).run(&rng).map { ($0.name, "") }
        let head = ReportLayout.head("\(law.title) crashed the process for \(design.name)", equation: law.equation)
        self.init(
            head: head.map { $0 + "\n" }.joined(), inputs: ReportLayout.inputs(names), replay: replay(false),
            racingReplay: design.schedulesCanEnter
                ? replay(true)
                : LawFailure.unsureLine(
                    why: LawFailure.realThreadsWhy, seed: seed, cases: config.cases, law: law.title, filter: filter),
            spawn: spawn)
    }
}
