import Foundation

/// A law that did not hold: the shrunk case, what each side did, and how to replay it, kept as
/// data; ``report(replay:)`` writes it out for a reader.
public struct LawFailure: Sendable, Equatable {
    /// `Monad · left identity`.
    public let law: String
    /// The law's equation.
    public let equation: String
    /// The design's name.
    public let design: String
    /// The seed that generated the case.
    public let seed: UInt64
    /// Which case failed first.
    public let caseNumber: Int
    /// How many cases were to run.
    public let cases: Int
    /// How many times the case was made smaller.
    public let timesShrunk: Int
    /// The shrunk case as the harness holds it, so that a test can try what is simpler still.
    let cells: [Cell]
    /// How the sides disagree.
    let disagreement: Disagreement
    /// What the left side did.
    public let left: Observation
    /// What the right side did.
    public let right: Observation
    /// How many observers each side has.
    public let observers: Int
    /// Of `runs` more runs of the shrunk case, how many failed again: fewer than all is an
    /// intermittent bug.
    public let failedRuns: Int
    /// How many times the shrunk case was run again.
    public let runs: Int
    /// The deadline the observations were made with.
    public let deadline: Duration
    /// For a law that races threads, which of the case's schedules failed: `schedule 9 of the
    /// 74 with ≤ 2 preemptions`.
    public let schedule: String?
    /// The budget of schedules the check had (``LawConfig/scheduleBudget``), for the replay line.
    public let scheduleBudget: Int
    /// Whether the case raced its threads really at once, on a design the schedules cannot
    /// enter: then no run is sure to do what it did again.
    public let realThreads: Bool

    /// Whether running the case again does it again: not when the threads raced really at once,
    /// and not when none of the runs after shrinking failed (what happened hung on something no
    /// seed or schedule holds, such as the order of object addresses or the machine's timing).
    public var replays: Bool { !realThreads && failedRuns > 0 }

    /// Equal when their reports are.
    public static func == (lhs: LawFailure, rhs: LawFailure) -> Bool {
        lhs.report(replay: "") == rhs.report(replay: "")
    }

    /// The shrunk inputs, each as its name and its value.
    public var inputs: [(name: String, value: String)] { cells.map { ($0.name, $0.text) } }

    /// The report a reader acts on: the law, the shrunk inputs, both sides, and the replay line.
    ///
    /// - Parameter filter: the `swift test --filter` argument that selects the failing test.
    public func report(replay filter: String) -> String {
        let sides = Self.sides(of: equation)
        let indent = ReportLayout.indent
        var lines = ReportLayout.head("\(law) does not hold for \(design)", equation: equation)
        lines += ReportLayout.inputs(inputs)
        let often = "failed again in \(failedRuns) of \(runs) runs" + (failedRuns == runs ? "" : " (intermittent)")
        let onSchedule = realThreads ? ", its threads really at once" : schedule.map { ", on \($0)" } ?? ""
        lines.append(
            ReportLayout.field(
                "found", "case \(caseNumber) of \(cases)\(onSchedule), \(ReportLayout.shrunk(timesShrunk)); \(often)"))
        lines.append(ReportLayout.field("why", reason))
        let late = disagreement == .late ? (left.lastFirstArrival > right.lastFirstArrival ? "left" : "right") : nil
        for (name, text, observation) in [("left", sides.left, left), ("right", sides.right, right)] {
            var what = observation.describe(deadline: deadline, observers: observers)
            if late == name { what += ", later than the other side" }
            lines += ReportLayout.side(name, text, [what, "effects: " + observation.effectsLine])
        }
        if left.virtual {
            let end = max(left.lastInstant, right.lastInstant)
            lines.append(ReportLayout.field("time", "virtual ms, one - per ms, a value where it was delivered"))
            for (name, observation) in [("left ", left), ("right", right)] {
                for (observer, line) in observation.marbles(until: end) {
                    lines.append(indent + name + (observers > 1 ? " \(observer)" : "") + "  " + line)
                }
            }
        } else {
            lines.append(ReportLayout.field("time", "real time: this design runs on threads the harness does not own"))
        }
        for (name, observation) in [("left", left), ("right", right)] {
            for race in observation.races.suffix(1) {
                lines.append("  race (\(name) side, its last one):")
                lines += race.table.map { indent + $0 }
            }
        }
        guard replays else {
            let why =
                realThreads
                ? Self.realThreadsWhy
                : "it did not fail in \(runs) more runs of the same case, so what made it fail is held by no seed or "
                    + "schedule (the machine's timing, the order of addresses)"
            lines.append(Self.unsureLine(why: why, seed: seed, cases: cases, law: law, filter: filter))
            return lines.joined(separator: "\n")
        }
        if let race = cells.first(where: { $0.value is Schedule }) {
            lines.append(Self.rerunLine(seed: seed, cases: cases, schedule: race.text, law: law, filter: filter))
        }
        lines.append(
            Self.replayLine(
                seed: seed, cases: cases, scheduleBudget: schedule == nil ? nil : scheduleBudget, law: law,
                filter: filter))
        return lines.joined(separator: "\n")
    }

    /// `  rerun:  LAWS_SEED=… LAWS_SCHEDULE="t2 to step 3, t1" LAWS_LAW="…" swift test --filter …`:
    /// the replay with the race's schedule written out, which every case then runs on alone.
    /// Change the schedule to try another.
    static func rerunLine(seed: UInt64, cases: Int, schedule: String, law: String, filter: String) -> String {
        let settings = cases == LawConfig.defaultCases ? "" : " LAWS_CASES=\(cases)"
        return ReportLayout.field(
            "rerun",
            "LAWS_SEED=\(seed)\(settings) LAWS_SCHEDULE=\"\(schedule)\" LAWS_LAW=\"\(law)\" \(testCommand(filter))"
        )
    }

    /// Why a case whose threads raced on real threads may not do it again.
    static let realThreadsWhy =
        "its threads raced really at once, as the machine chose, and no run is sure to choose alike"

    /// `  replay: not sure to: … The same case again: LAWS_SEED=… swift test --filter …`: for a
    /// failure that running its case again is not sure to repeat, said instead of a replay line.
    static func unsureLine(why: String, seed: UInt64, cases: Int, law: String, filter: String) -> String {
        let again = replayCommand(seed: seed, cases: cases, scheduleBudget: nil, law: law, filter: filter)
        return ReportLayout.field("replay", "not sure to: \(why). The same case again: \(again)")
    }

    /// A law's two sides, as its equation writes them either side of `≡`.
    static func sides(of equation: String) -> (left: String, right: String) {
        let sides = equation.components(separatedBy: " ≡ ")
        return (sides.first ?? "", sides.last ?? "")
    }

    /// `  replay: LAWS_SEED=… LAWS_LAW="…" swift test --filter …`, with the case count and the
    /// budget of schedules when they are not the defaults.
    static func replayLine(seed: UInt64, cases: Int, scheduleBudget: Int?, law: String, filter: String) -> String {
        ReportLayout.field(
            "replay", replayCommand(seed: seed, cases: cases, scheduleBudget: scheduleBudget, law: law, filter: filter))
    }

    /// `LAWS_SEED=… LAWS_LAW="…" swift test --filter …`: the command that runs the case again.
    private static func replayCommand(seed: UInt64, cases: Int, scheduleBudget: Int?, law: String, filter: String)
        -> String
    {
        let settings =
            (cases == LawConfig.defaultCases ? "" : " LAWS_CASES=\(cases)")
            + (scheduleBudget.map { $0 == LawConfig.defaultScheduleBudget ? "" : " LAWS_SCHEDULE_BUDGET=\($0)" } ?? "")
        return "LAWS_SEED=\(seed)\(settings) LAWS_LAW=\"\(law)\" \(testCommand(filter))"
    }

    /// `swift test --filter …`; outside a test (in a process an exit test started) no filter is
    /// known, and `swift test` alone, with LAWS_LAW, picks the law out of every test.
    private static func testCommand(_ filter: String) -> String {
        filter == noTestFilter ? "swift test" : "swift test --filter \(filter)"
    }

    /// Why the sides disagree, in one phrase: `the left side's observer 0 was called 2 times`.
    public var reason: String {
        let sides = [("left", left), ("right", right)]
        switch disagreement {
        case .repeated:
            let named = sides.flatMap { name, side in
                side.repeated.map { observer in
                    let times = side.deliveries.filter { $0.observer == observer }.count
                    return "the \(name) side's observer \(observer) was called \(times) times"
                }
            }
            return named.joined(separator: "; ") + "; a promise calls each observer once"
        case .offClock:
            let named = sides.filter { $0.1.offClock }.map { "the \($0.0) side" }
            return named.joined(separator: " and ")
                + " delivered from a thread the harness does not run (off its clock): the design works somewhere it "
                + "was not asked to. If it has threads of its own (a Task, a queue, a timer), its adapter must say so: "
                + "`usesVirtualTime` false"
        case .late:
            return
                "the left side delivered at \(left.lastFirstArrival) ms, the right at \(right.lastFirstArrival) ms (virtual time): one is late"
        case .different:
            if let name = sides.first(where: { $0.1.blocked })?.0 {
                return
                    "the \(name) side blocked its thread (a deadlock, or a wait for work that needs that same thread)"
            }
            if left.deliveries.map(\.delivery) == right.deliveries.map(\.delivery) {
                return left.deliveries == right.deliveries
                    ? "the sides did different things (effects)" : "the sides delivered on different queues"
            }
            return "the sides delivered different things"
        }
    }
}

/// The layout every report shares, a failing law's, a crash's note and a crash shrunk apart: a
/// title, then fields whose labels (`law:`, `inputs:`, `found:`, `why:`, `left:`, `right:`,
/// `time:`, `replay:`) line up, and what runs over one line indented under its field.
///
/// ```text
/// ✗ Functor · identity does not hold for …
///   law:    fa.map(id) ≡ fa
///   inputs: fa = succeed(0)
/// ```
enum ReportLayout {
    /// Where a field's text begins.
    static let indent = String(repeating: " ", count: 10)

    /// The first lines: `✗ title`, then the law's equation.
    static func head(_ title: String, equation: String) -> [String] {
        ["✗ " + title, field("law", equation)]
    }

    /// `shrunk 3 times`, `shrunk once`, `not shrunk`: how many times a smaller case still failed.
    static func shrunk(_ times: Int) -> String {
        times == 0 ? "not shrunk" : times == 1 ? "shrunk once" : "shrunk \(times) times"
    }

    /// `  found:  text`.
    static func field(_ label: String, _ text: String) -> String {
        "  " + (label + ":").padding(toLength: 8, withPad: " ", startingAt: 0) + text
    }

    /// The inputs as `name = value` lines, names aligned, the first under `inputs:`.
    static func inputs(_ inputs: [(name: String, value: String)]) -> [String] {
        let width = inputs.map(\.name.count).max() ?? 0
        return inputs.enumerated().map { index, input in
            let line = input.name.padding(toLength: width, withPad: " ", startingAt: 0) + " = " + input.value
            return index == 0 ? field("inputs", line) : indent + line
        }
    }

    /// One side: `  left:   fa.map(id)`, then what it did, a line each.
    static func side(_ name: String, _ expression: String, _ did: [String]) -> [String] {
        [field(name, expression)] + did.map { indent + $0 }
    }
}

extension Observation {
    /// `delivered 7`, `nothing within 50 ms`, `delivered 2 times: 7, 7`; with several observers,
    /// one such phrase per observer.
    package func describe(deadline: Duration, observers: Int = 1) -> String {
        let byObserver = Dictionary(grouping: deliveries, by: \.observer)
        let count = max(observers, (byObserver.keys.max() ?? -1) + 1)
        let nothing =
            blocked
            ? "nothing: its thread was blocked, still busy after \(deadline.milliseconds) ms (real time)"
            : virtual ? "nothing: no work was left to run" : "nothing within \(deadline.milliseconds) ms (real time)"
        func phrase(_ got: [Observed]) -> String {
            switch got.count {
            case 0: nothing
            case 1: "delivered \(got[0].text(virtual: virtual))"
            default: "delivered \(got.count) times: " + got.map { $0.text(virtual: virtual) }.joined(separator: ", ")
            }
        }
        if count <= 1 { return phrase(byObserver[0] ?? []) }
        // Many observers: the most common outcome once, with how many had it, then the rest.
        let phrases = (0..<count).map { phrase(byObserver[$0] ?? []) }
        // The most common phrase; between equally common ones, the first observer's, so that
        // the report is the same on every run (a dictionary's order is not).
        let counts = Dictionary(grouping: phrases, by: { $0 }).mapValues(\.count)
        var common = phrases[0]
        for phrase in phrases where counts[phrase]! > counts[common]! { common = phrase }
        let odd = phrases.indices.filter { phrases[$0] != common }
        let shown = odd.prefix(5).map { "observer \($0) \(phrases[$0])" }
        let more = odd.count > 5 ? ["and \(odd.count - 5) more"] : []
        let commonText =
            odd.isEmpty
            ? "each of \(count) observers \(common)"
            : "\(count - odd.count) observer\(count - odd.count == 1 ? "" : "s") \(common)"
        return ([commonText] + shown + more).joined(separator: "; ")
    }

    /// The effects on one line, or `none`.
    var effectsLine: String {
        effects.isEmpty ? "none" : effects.joined(separator: ", ")
    }

    /// Each observer's deliveries on a time line, one `-` per virtual millisecond: `--7`,
    /// `7` (at once), `--7-7` (twice), `----` then `(never)`. Up to three observers.
    func marbles(until end: Int) -> [(observer: Int, line: String)] {
        let byObserver = Dictionary(grouping: deliveries, by: \.observer)
        let count = max(1, (byObserver.keys.max() ?? -1) + 1)
        return (0..<min(count, 3)).map { observer in
            let got = byObserver[observer] ?? []
            var line = ""
            for instant in 0...max(0, end) {
                let here = got.filter { $0.at == instant }.map { "\($0.delivery)" }
                line += here.isEmpty ? "-" : "[" + here.joined(separator: ",") + "]"
            }
            // A delivery at instant t is drawn in place of the dash for t; trailing dashes after
            // the last delivery are the clock running on for the other side.
            let off = got.filter { $0.at == nil }.map { "\($0.delivery)" }
            if got.isEmpty { line += " (never)" }
            if !off.isEmpty { line += " then, off the clock: " + off.joined(separator: ", ") }
            return (observer, line)
        }
    }
}

extension Observed {
    /// `7`, `7 on laws.callbacks`, or on a side that runs on virtual time, `7 off the clock`.
    func text(virtual: Bool) -> String {
        "\(delivery)" + (queue.map { " on \($0)" } ?? "") + (virtual && at == nil ? " off the clock" : "")
    }
}

extension Race {
    /// The race as numbered steps, one column per thread: the steps a law named, and each lock
    /// taken (named `lock A`, `lock B` in the order they first appear); a step after which
    /// the other thread goes on is where the schedule switched.
    ///
    /// ```text
    ///   step  t1             t2
    ///      1  settle(3)
    ///      2  lock A
    ///      4                 settle(5)
    ///      5                 lock A
    /// ```
    package var table: [String] {
        var rows: [(number: Int, thread: Int, text: String)] = []
        var names: [UInt: String] = [:]
        for step in steps {
            switch step.point {
            case .action(let name):
                rows.append((step.number, step.thread, name))
            case .acquire(let lock):
                let name = names[lock] ?? "lock " + String(UnicodeScalar(UInt8(65 + names.count % 26)))
                names[lock] = name
                rows.append((step.number, step.thread, name))
            case .release:
                continue
            }
        }
        let width = max(14, (rows.map(\.text.count).max() ?? 0) + 2)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let header =
            "  step  " + (0..<threads).map { pad("t\($0 + 1)") }.joined().trimmingCharacters(in: .whitespaces)
        let body = rows.map { row in
            let number = String(row.number)
            return String(repeating: " ", count: max(0, 6 - number.count)) + number + "  "
                + String(repeating: " ", count: width * row.thread) + row.text
        }
        return [header] + body
            + (abandoned
                ? ["  (a thread blocked: the race was abandoned, its threads ran on freely, in real time)"] : [])
    }
}

extension Duration {
    /// The whole duration in milliseconds, rounded down.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
