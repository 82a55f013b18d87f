import BookCheck
import Foundation
import PromiseLaws
import TestSupport
import Testing

@Suite("broken designs fail the law they break")
struct BrokenDesignTests {
    @Test(
        "fails the law it breaks, shrunk, and the replay line reproduces it", .longCheck,
        arguments: Broken.all.filter { !$0.sanitized })
    func failsShrunkAndReplays(_ broken: Broken) async throws {
        let config = LawConfig()
        let outcome = await broken.check(config)
        if broken.notRaced {
            guard case .notRaced(let why) = outcome else {
                Issue.record("\(broken.design): \(broken.law) did not say it could not race it")
                return
            }
            #expect(why.contains("could not race") && why.contains("Locked"))
            return
        }
        guard case .failed(let failure) = outcome else {
            Issue.record("\(broken.design) passed \(broken.law): the harness missed the bug")
            return
        }
        #expect(failure.law == broken.law)

        // Shrunk: no simpler version of the reported case breaks the law any more. An
        // intermittent bug may hide in a simpler case on one run and not the next: not asked.
        if !broken.intermittent {
            let simpler = await broken.simplerFailure(failure, config)
            #expect(simpler == nil, "a simpler case still fails: \(simpler ?? "")")
        }

        // Replays: the printed seed, with the printed case count, fails again. A bug that shows
        // every time shows the same report, word for word; an intermittent one fails again
        // within three replays.
        let replay = try #require(failure.report(replay: "X").split(separator: "\n").last)
        let seed = try #require(replay.firstMatch(of: /LAWS_SEED=(\d+)/).flatMap { UInt64($0.1) })
        let cases = replay.firstMatch(of: /LAWS_CASES=(\d+)/).flatMap { Int($0.1) } ?? LawConfig.defaultCases
        var again: LawFailure?
        for _ in 1...(broken.intermittent ? 3 : 1) where again == nil {
            if case .failed(let failure) = await broken.check(LawConfig(cases: cases, seed: .fixed(seed))) {
                again = failure
            }
        }
        guard let again else {
            Issue.record("replaying seed \(seed) passed")
            return
        }
        if !broken.intermittent {
            #expect(again.report(replay: "X") == failure.report(replay: "X"))
        }
    }

    @Test("a failure found past the default case count replays with LAWS_CASES in its replay line", .longCheck)
    func replayCarriesTheCaseCount() async throws {
        let broken = try #require(Broken.all.first { $0.design == "a make that keeps values in 32 bits" })
        let config = LawConfig(cases: 250, seed: .fixed(7))
        guard case .failed(let failure) = await broken.check(config) else {
            Issue.record("the 32-bit make passed 250 cases")
            return
        }
        #expect(
            failure.report(replay: "X").hasSuffix(
                "replay: LAWS_SEED=7 LAWS_CASES=250 LAWS_LAW=\"\(broken.law)\" swift test --filter X"))
    }

    @Test("a replay line's LAWS_LAW checks that law alone: every other law of the test passes unchecked")
    func replayNamesOneLaw() async {
        let broken = Broken.broken("a flatMap that ignores its function") { ops in ops.flatMap = { p, _ in p } }
        let config = LawConfig(only: "Functor · identity")
        #expect(await expectLaw(.leftIdentity, holdsFor: broken, config: config) == nil)
        await withKnownIssue {
            _ = await expectLaw(.leftIdentity, holdsFor: broken, config: LawConfig(only: "Monad · left identity"))
        }
    }

    @Test("a failing law is one issue whose comment is the report")
    func recordsTheReportAsOneIssue() async {
        await withKnownIssue {
            await expectLaw(
                .leftIdentity,
                holdsFor: Broken.broken("a flatMap that ignores its function") { ops in
                    ops.flatMap = { p, _ in p }
                })
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.contains("✗ Monad · left identity does not hold for a flatMap that ignores its function")
                && comment.contains("replay: LAWS_SEED=")
                && comment.contains("--filter PromiseLawsTests.BrokenDesignTests/recordsTheReportAsOneIssue")
        }
    }

    @Test("Book/transcripts/broken-designs.txt is the table of broken designs and the laws that catch them")
    func tableMatchesTheBook() throws {
        let table =
            (["| broken design | the law that catches it |", "| --- | --- |"] + Broken.all.map(\.row))
            .joined(separator: "\n") + "\n"
        for problem in Transcript.check(name: "broken-designs", output: table, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}

/// A data race on state with no lock is out of every schedule's reach; the law that runs maps
/// on threads that really run at once finds it only when the machine overlaps them at the wrong
/// instant, and the thread sanitizer finds it on every run. CI runs this test under the
/// sanitizer and requires its report of the race (`.ci/run`); without
/// `FIVEPROMISES_SANITIZED_DESIGNS=1` it does nothing, since its verdict is the sanitizer's.
@Suite("broken designs the thread sanitizer catches")
struct SanitizedDesignTests {
    @Test("runs the law that puts the data race on real threads", arguments: Broken.all.filter(\.sanitized))
    func runsOnRealThreads(_ broken: Broken) async {
        guard ProcessInfo.processInfo.environment["FIVEPROMISES_SANITIZED_DESIGNS"] == "1" else { return }
        _ = await broken.check(LawConfig())
    }
}

/// The laws chapter's example: the report it shows, checked word for word.
@Suite("the report in the book")
struct ExhibitTests {
    @Test(
        "the laws chapter's example report",
        arguments: [
            Exhibit(Broken.innerTwice, breaks: .leftIdentity, transcript: "law-report")
        ])
    func exhibit(_ exhibit: Exhibit<ResultThunkDesign>) async {
        await expectExhibitFails(exhibit)
        await expectExhibitReport(exhibit)
    }
}
