import Testing

@testable import PromiseLaws

/// A broken design and the law it must fail.
struct Exhibit: Sendable, CustomTestStringConvertible {
    let design: BrokenDesign
    let law: Law<BrokenDesign>

    var testDescription: String { "\(design.name) fails \(law.title)" }

    static let all: [Exhibit] = [
        Exhibit(design: .mapAppliesTwice, law: .functorComposition),
        Exhibit(design: .mapIgnoresFunction, law: .flatMapAgreesWithMap),
        Exhibit(design: .flatMapIgnoresFunction, law: .leftIdentity),
        Exhibit(design: .flatMapDropsFailures, law: .failureSkipsFlatMap),
        Exhibit(design: .flatMapRunsInnerTwice, law: .leftIdentity),
        Exhibit(design: .pureDeliversTwice, law: .rightIdentity),
        Exhibit(design: .pureNeverDelivers, law: .rightIdentity),
        Exhibit(design: .flatMapReordersEffects, law: .effectsInOrder),
    ]
}

@Suite("broken designs fail the law they break")
struct BrokenDesignTests {
    @Test("fails, with a shrunk counterexample that replays", arguments: Exhibit.all)
    func failsShrunkAndReplays(_ exhibit: Exhibit) async throws {
        let config = LawConfig()
        guard case .failed(let failure) = await exhibit.law.check(exhibit.design, config: config) else {
            Issue.record("\(exhibit.design.name) passed \(exhibit.law.title): the harness missed the bug")
            return
        }
        #expect(failure.law == exhibit.law.title)
        // Shrinking kept the law's condition ("where fa fails"): the case is one the law speaks of.
        #expect(exhibit.law.isValid(failure.inputs), "the shrunk case breaks the law's own condition")

        // Shrunk: no simpler version of the reported inputs breaks the law any more.
        for simpler in failure.inputs.shrinks where exhibit.law.isValid(simpler) {
            let still = await exhibit.law.counterexample(exhibit.design, simpler, config: config)
            #expect(still == nil, "a simpler case still fails: \(simpler.lines.joined(separator: "; "))")
        }

        // Replays: the printed seed reproduces the same report, word for word.
        let replayed = await exhibit.law.check(exhibit.design, config: LawConfig(seed: .fixed(failure.seed)))
        guard case .failed(let again) = replayed else {
            Issue.record("replaying seed \(failure.seed) passed")
            return
        }
        #expect(again.report(replay: "X") == failure.report(replay: "X"))
    }

    @Test("a failing law is one issue whose comment is the report")
    func recordsTheReportAsOneIssue() async {
        await withKnownIssue {
            await expectLaw(.leftIdentity, holdsFor: BrokenDesign.flatMapIgnoresFunction)
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.contains("✗ Monad · left identity does not hold for a flatMap that ignores its function")
                && comment.contains("replay: LAWS_SEED=")
                && comment.contains("--filter PromiseLawsTests.BrokenDesignTests/recordsTheReportAsOneIssue")
        }
    }
}
