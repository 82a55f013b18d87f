/// A law that did not hold: the shrunk case, what each side did, and how to replay it.
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
    public let shrinkSteps: Int
    /// The shrunk inputs.
    public let inputs: LawInputs
    /// What the left side did.
    public let left: Observation
    /// What the right side did.
    public let right: Observation
    /// The deadline the observations were made with.
    public let deadline: Duration

    /// The report a reader acts on: the law, the shrunk inputs, both sides, and the replay line.
    ///
    /// - Parameter filter: the `swift test --filter` argument that selects the failing test.
    public func report(replay filter: String) -> String {
        let sides = equation.components(separatedBy: " ≡ ")
        let indent = String(repeating: " ", count: 10)
        var lines = ["✗ \(law) does not hold for \(design)"]
        lines.append("  law:    \(equation)")
        for (index, line) in inputs.lines.enumerated() {
            lines.append((index == 0 ? "  inputs: " : indent) + line)
        }
        let steps = shrinkSteps == 1 ? "1 step" : "\(shrinkSteps) steps"
        lines.append("  found:  case \(caseNumber) of \(cases), shrunk in \(steps)")
        for (label, side, observation) in [("left: ", sides.first, left), ("right:", sides.last, right)] {
            lines.append("  \(label)  \(side ?? "")")
            lines.append(indent + observation.describe(deadline: deadline))
            lines.append(indent + "effects: " + observation.effectsLine)
        }
        lines.append("  replay: LAWS_SEED=\(seed) swift test --filter \(filter)")
        return lines.joined(separator: "\n")
    }
}
