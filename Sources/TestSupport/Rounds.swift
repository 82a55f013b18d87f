import Testing

/// The checks of a test that repeats its experiment in rounds, each recorded once: a check that
/// fails in 7 rounds of 10 is one issue that says so, not seven issues with the same words.
///
/// ```swift
/// expectInEveryRound(10) { round in
///     let lost = raceObservers()
///     round.expect(lost == 0, "every observer is called", "lost: \(lost)")
/// }
/// // every observer is called: failed in 7 of 10 rounds; the first: lost: 3
/// ```
package struct RoundChecks {
    /// Each failed check by its name, in the order first seen: in how many rounds, and the
    /// first round's detail.
    fileprivate var failed: [(check: String, rounds: Int, first: String)] = []

    /// Notes `check` as failed in this round when `condition` is false, with `detail` (what
    /// was seen) kept from the first round it fails in.
    package mutating func expect(_ condition: Bool, _ check: String, _ detail: @autoclosure () -> String = "") {
        guard !condition else { return }
        if let index = failed.firstIndex(where: { $0.check == check }) {
            failed[index].rounds += 1
        } else {
            failed.append((check, 1, detail()))
        }
    }

    /// The issue's words: `every observer is called: failed in 7 of 10 rounds; the first: lost: 3`.
    fileprivate static func line(_ check: String, rounds: Int, of all: Int, first: String) -> String {
        "\(check): failed in \(rounds) of \(all) rounds" + (first.isEmpty ? "" : "; the first: \(first)")
    }
}

/// Runs `round` `rounds` times and records one issue for each check that failed in any of them,
/// with the number of rounds it failed in.
package func expectInEveryRound(
    _ rounds: Int, sourceLocation: SourceLocation = #_sourceLocation, _ round: (inout RoundChecks) -> Void
) {
    var checks = RoundChecks()
    for _ in 0..<rounds { round(&checks) }
    for failure in checks.failed {
        let line = RoundChecks.line(failure.check, rounds: failure.rounds, of: rounds, first: failure.first)
        Issue.record(Comment(rawValue: line), sourceLocation: sourceLocation)
    }
}
