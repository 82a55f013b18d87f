/// Whether a law held.
public enum LawOutcome: Sendable {
    /// Every case agreed.
    case passed(cases: Int)
    /// A case disagreed; here it is, shrunk.
    case failed(LawFailure)
}
