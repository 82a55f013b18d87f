import Foundation
import PromiseLaws
import TestSupport
import Testing

/// A bad setting is one issue for the whole run, saying what was wrong, however many laws ask
/// for it, and the laws run on the defaults: nothing else fails because of it.
@Suite("a bad setting is reported once per run")
struct SettingsTests {
    @Test("LAWS_SEED=abc: one issue naming it, the run fails, and no other issue", .longCheck)
    func once() throws {
        try #require(Platform.testProgram(filter: "") != nil, "runs where the test program can be started again")
        let run = try CrashReportTests.child(
            ["LAWS_SEED": "abc", RunSettings.childKey: "0", "FIVEPROMISES_CRASH": ""],
            filter: "LazyPromiseTests.LawTests")
        let said = run.output.components(separatedBy: "LAWS_SEED must be a seed from a report").count - 1
        #expect(said == 1, "\(run.output.suffix(2000))")
        #expect(run.output.contains("this run went on with the default settings"))
        #expect(run.status != 0 && !run.hung)
        #expect(run.output.contains("with 1 issue"), "\(run.output.suffix(600))")
    }
}
