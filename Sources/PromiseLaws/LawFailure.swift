/// A law that did not hold: the shrunk case, what each side did, and how to replay it.
public struct LawFailure: Sendable, Equatable {
    /// A side of the equation.
    public enum Side: Sendable, Equatable {
        /// The left side.
        case left
        /// The right side.
        case right
    }

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
    public let shrinkSteps: Int
    /// The shrunk inputs, each as its name and its value.
    public let inputs: [(name: String, value: String)]
    /// What the left side did.
    public let left: Observation
    /// What the right side did.
    public let right: Observation
    /// The side that delivered too late, when lateness is the failure.
    public let late: Side?
    /// Why the sides disagree, in one phrase: `the left side's observer 0 was called 2 times`.
    public let reason: String
    /// How many observers each side has.
    public let observers: Int
    /// Of `runs` more runs of the shrunk case, how many failed again: fewer than all is an
    /// intermittent bug.
    public let failedRuns: Int
    /// How many times the shrunk case was run again.
    public let runs: Int
    /// The deadline the observations were made with.
    public let deadline: Duration
    /// The lateness allowed between the sides.
    public let slack: Duration
    /// The shrunk case as the harness holds it, so that a test can try what is simpler still.
    let cells: [Cell]

    /// Equal when every field is.
    public static func == (lhs: LawFailure, rhs: LawFailure) -> Bool {
        lhs.report(replay: "") == rhs.report(replay: "")
    }

    /// The inputs as `name = value` lines, names aligned.
    var inputLines: [String] {
        let width = inputs.map(\.name.count).max() ?? 0
        return inputs.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + " = " + $0.value }
    }

    /// The report a reader acts on: the law, the shrunk inputs, both sides, and the replay line.
    ///
    /// - Parameter filter: the `swift test --filter` argument that selects the failing test.
    public func report(replay filter: String) -> String {
        let sides = equation.components(separatedBy: " ≡ ")
        let indent = String(repeating: " ", count: 10)
        var lines = ["✗ \(law) does not hold for \(design)"]
        lines.append("  law:    \(equation)")
        for (index, line) in inputLines.enumerated() {
            lines.append((index == 0 ? "  inputs: " : indent) + line)
        }
        let steps = shrinkSteps == 1 ? "1 step" : "\(shrinkSteps) steps"
        let often = "failed again in \(failedRuns) of \(runs) runs" + (failedRuns == runs ? "" : " (intermittent)")
        lines.append("  found:  case \(caseNumber) of \(cases), shrunk in \(steps); \(often)")
        lines.append("  why:    " + reason)
        for (label, text, side, observation) in [
            ("left: ", sides.first, Side.left, left), ("right:", sides.last, Side.right, right),
        ] {
            lines.append("  \(label)  \(text ?? "")")
            var what = observation.describe(deadline: deadline, observers: observers)
            if late == side { what += ", later than the other side" }
            lines.append(indent + what)
            lines.append(indent + "effects: " + observation.effectsLine)
        }
        if left.virtual {
            let end = max(left.lastInstant, right.lastInstant)
            lines.append("  time:   virtual ms, one - per ms, a value where it was delivered")
            for (name, observation) in [("left ", left), ("right", right)] {
                for (observer, line) in observation.marbles(until: end) {
                    lines.append(indent + name + (observers > 1 ? " \(observer)" : "") + "  " + line)
                }
            }
        } else {
            lines.append("  time:   real time: this design runs on threads the harness does not own")
        }
        for (name, observation) in [("left", left), ("right", right)] {
            for race in observation.races.suffix(1) {
                lines.append("  race (\(name) side, its last one):")
                lines += race.map { indent + $0 }
            }
        }
        let casesSetting = cases == LawConfig.defaultCases ? "" : " LAWS_CASES=\(cases)"
        lines.append("  replay: LAWS_SEED=\(seed)\(casesSetting) LAWS_LAW=\"\(law)\" swift test --filter \(filter)")
        return lines.joined(separator: "\n")
    }
}
