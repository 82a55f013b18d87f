import PromiseLaws
import Testing

/// The laws chapter's picture of time: a `pure` that delivers 10 ms later, from another queue,
/// fails *pure is settled when made*, and its report draws each side on the virtual clock. The
/// report is the one the chapter shows, word for word.
@Suite("the report in the book that draws time")
struct TimeReportTests {
    static let design = "a pure that delivers 10 ms later, from another queue"

    @Test("a pure that delivers 10 ms later, from another queue: the report the laws chapter shows")
    func time() async throws {
        let broken = try #require(Broken.all.first { $0.design == Self.design })
        let failure = try #require(
            await expectBookReport(broken, transcript: "time-report", replay: "PromiseLawsTests.TimeReportTests/time"))
        #expect(failure.report(replay: "X").contains("time:   virtual ms"))
    }
}
