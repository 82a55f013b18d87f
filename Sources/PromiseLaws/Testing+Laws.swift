import Foundation
import Locking
import Testing

/// Checks a law on a design inside a Swift Testing test, and records a failure as one issue
/// whose comment is the whole report, replay line included.
///
/// ```swift
/// @Test(arguments: Law<ThunkDesign>.functor + Law<ThunkDesign>.monad)
/// func laws(_ law: Law<ThunkDesign>) async {
///     await expectLaw(law, holdsFor: ThunkDesign())
/// }
/// ```
///
/// - Parameters:
///   - law: the law to check.
///   - design: the design's adapter.
///   - config: how to check; by default the defaults changed by `LAWS_SEED` and `LAWS_CASES`.
///   - sourceLocation: where a failure is recorded; the caller's line.
/// - Returns: the outcome, for tests that look closer; nil for a law a replay line leaves out.
@discardableResult
public func expectLaw<Design: FunctorDesign>(
    _ law: Law<Design>, holdsFor design: Design, config: LawConfig? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> LawOutcome? {
    let settings = config ?? RunSettings.current(sourceLocation: sourceLocation)
    // A replay line names one law: the others in the same test are not checked.
    if let only = settings.only, only != law.title { return nil }
    let outcome = await law.check(design, config: settings)
    if let problem = outcome.problem(
        law: law.title, design: design.name, config: settings, replay: currentTestFilter())
    {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    switch outcome {
    case .notExplored(let why), .notPromised(let why): note(why, sourceLocation: sourceLocation)
    default: break
    }
    return outcome
}

/// Says something a test neither passes nor fails for: a warning in the test's results where
/// Swift Testing has them (Swift 6.3), else a line on standard output. The one place the harness
/// depends on that version.
private func note(_ text: String, sourceLocation: SourceLocation) {
    #if compiler(>=6.3)
    Issue.record(Comment(rawValue: text), severity: .warning, sourceLocation: sourceLocation)
    #else
    print(text)
    #endif
}

/// The settings a run's environment gives (`LAWS_SEED`, `LAWS_CASES`, `LAWS_LAW`,
/// `LAWS_SCHEDULE`), read once. A bad one is one issue for the whole run, recorded where a law
/// first asks, saying what was wrong; every law then runs on the defaults, so nothing else fails
/// because of it.
///
/// ```swift
/// let config = RunSettings.current()  // LAWS_SEED=abc: one issue for the run, then LawConfig()
/// ```
package enum RunSettings {
    /// What the environment said, read once.
    package static let parsed = Result { () throws(LawConfig.EnvironmentError) in
        try LawConfig.fromEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The environment's settings, or the defaults after recording, once per run, what was wrong.
    package static func current(sourceLocation: SourceLocation = #_sourceLocation) -> LawConfig {
        switch parsed {
        case .success(let config): return config
        case .failure(let error):
            // A test program a check started again (a crash's child) inherits the setting; its
            // parent has reported it.
            let child = ProcessInfo.processInfo.environment[childKey] == "1"
            if !child,
                reported.withLock({ reported in
                    defer { reported = true }
                    return !reported
                })
            {
                Issue.record(
                    Comment(rawValue: error.description + "; this run went on with the default settings"),
                    sourceLocation: sourceLocation)
            }
            return LawConfig()
        }
    }

    /// Set to 1 in the environment of a test program that a check starts again.
    package static let childKey = "LAWS_CHILD"

    /// Whether the bad setting has been reported in this run.
    private static let reported = Locked(false, schedulePoints: false)
}

/// The `--filter` argument that selects the running test: `Module.Suite/function`.
/// What ``currentTestFilter()`` says outside a test.
let noTestFilter = "<test>"

package func currentTestFilter() -> String {
    guard let test = Test.current else { return noTestFilter }
    // The id reads `Module.Suite/function(label:)/File.swift:12:5`; the filter wants the part
    // before the argument list, which is also a valid regular expression as it stands.
    let id = String(describing: test.id)
    return id.components(separatedBy: "(").first ?? id
}

extension Law: CustomTestStringConvertible {
    /// How a law names its test case: `Monad · left identity: pure(a).flatMap(k) ≡ k(a)`.
    public var testDescription: String { description }
}
