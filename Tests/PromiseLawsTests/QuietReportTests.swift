import Locking
import PromiseLaws
import TestSupport
import Testing

/// What a green run prints for its expected failures: one line per exhibit, and one issue per
/// failing check of a test that runs in rounds. (Asked for, the whole report is `expectLaw`'s
/// issue, checked in BrokenDesignTests; not again here, to keep this run short.)
@Suite("quiet reports: exhibits in one line, repeated failures counted")
struct QuietReportTests {
    static let exhibit = Exhibit(Broken.innerTwice, breaks: .leftIdentity, transcript: "law-report")

    @Test(
        "an exhibit's whole report is asked for with EXHIBIT_REPORTS=1 or any LAWS_SEED",
        arguments: [
            ([:], false), (["EXHIBIT_REPORTS": "1"], true), (["EXHIBIT_REPORTS": "0"], false),
            (["EXHIBIT_REPORTS": ""], false), (["LAWS_SEED": "451577914"], true), (["LAWS_SEED": "random"], true),
            (["LAWS_CASES": "1000"], false),
        ] as [([String: String], Bool)])
    func whenFull(_ environment: [String: String], full: Bool) {
        #expect(ExhibitReport.isFull(in: environment) == full)
    }

    @Test("by default an exhibit fails as one issue of one line, naming the exhibit and how to see its report")
    func oneLine() async {
        let comments = Locked([String]())
        await withKnownIssue {
            await recordExhibitFailure(Self.exhibit, environment: [:])
        } matching: { issue in
            comments.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return true
        }
        let recorded = comments.withLock { $0 }
        #expect(
            recorded == [
                "failed as expected: a flatMap that runs the inner promise twice breaks Monad · left identity "
                    + "(its report: EXHIBIT_REPORTS=1 swift test --filter PromiseLawsTests.QuietReportTests/oneLine)"
            ])
    }

    @Test("a check failing in several rounds is one issue that counts them, with the first round's detail")
    func roundsCounted() {
        let comments = Locked([String]())
        var round = 0
        withKnownIssue {
            expectInEveryRound(10) { checks in
                round += 1
                checks.expect(round % 3 != 0, "every third round fails", "round \(round)")
                checks.expect(round != 5, "round five fails")
                checks.expect(true, "this never fails")
            }
        } matching: { issue in
            comments.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return true
        }
        #expect(round == 10)
        #expect(
            comments.withLock { $0 } == [
                "every third round fails: failed in 3 of 10 rounds; the first: round 3",
                "round five fails: failed in 1 of 10 rounds",
            ])
    }

    @Test("rounds whose checks all pass record nothing")
    func roundsPass() {
        var rounds = 0
        expectInEveryRound(4) { checks in
            rounds += 1
            checks.expect(true, "always")
        }
        #expect(rounds == 4)
    }
}
