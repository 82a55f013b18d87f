import Foundation
import PromiseLaws
import Testing

extension Trait where Self == ConditionTrait {
    /// A check that takes seconds of its own, and that a learner does not wait for on every
    /// `swift test`: the harness's tests of itself (its broken designs, its lawful controls, its
    /// crashes), chains of 100,000 links, every tour's every fault and picture.
    /// `FIVEPROMISES_LONG_TESTS=1 swift test` runs them with the rest, as `.ci/run` does, and so
    /// does `BOOK_BLESS=1`, which records what they check, and a report's replay or rerun line,
    /// which sets `LAWS_SEED` (a bad one, reported once, runs none of them); a plain `swift test`
    /// lists them as skipped.
    ///
    /// ```swift
    /// @Test("a chain of 100,000 links is freed", .longCheck)
    /// ```
    package static var longCheck: Self {
        let environment = ProcessInfo.processInfo.environment
        return .enabled(
            if: environment["FIVEPROMISES_LONG_TESTS"] == "1" || environment["BOOK_BLESS"] == "1"
                || (environment["LAWS_SEED"] != nil && (try? RunSettings.parsed.get()) != nil),
            "a long check: FIVEPROMISES_LONG_TESTS=1 swift test runs it, as .ci/run does")
    }
}
