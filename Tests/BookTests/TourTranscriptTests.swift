import AsyncAwaitTour
import BookCheck
import EnsureAsyncTour
import LazyMonadTour
import LockQueuePromiseTour
import ObserverFutureTour
import ResultChainingTour
import TestSupport
import Testing
import TourKit

/// A tour and the command that runs it, for the transcript check.
struct Tour: Sendable, CustomTestStringConvertible {
    let command: TourCommand
    let body: @Sendable (TourOptions, Narrator) async throws -> Void

    var testDescription: String { command.name }

    /// Every chapter's tour. A chapter adds its own here.
    static let all: [Tour] = [
        Tour(command: LazyMonadTour.command, body: LazyMonadTour.run),
        Tour(command: ResultChainingTour.command, body: ResultChainingTour.run),
        Tour(command: ObserverFutureTour.command, body: ObserverFutureTour.run),
        Tour(command: LockQueuePromiseTour.command, body: LockQueuePromiseTour.run),
        Tour(command: EnsureAsyncTour.command, body: EnsureAsyncTour.run),
        Tour(command: AsyncAwaitTour.command, body: AsyncAwaitTour.run),
    ]
}

/// Each tour, run in-process exactly as `swift run <tour> --fast` runs it, prints its transcript.
@Suite("The tours print their transcripts")
struct TourTranscriptTests {
    @Test("swift run <tour> --fast prints Book/transcripts/<tour>.txt", arguments: Tour.all)
    func printsItsTranscript(_ tour: Tour) async throws {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = await within(.seconds(60)) {
            await tour.command.execute(arguments: ["--fast"], output: output, errors: errors, body: tour.body)
        }
        #expect(status == 0, "the tour failed or did not end within 60 s: \(errors.text)")
        #expect(errors.text.isEmpty, "the tour wrote to standard error: \(errors.text)")
        for problem in Transcript.check(name: tour.command.name, output: output.text, root: try PackageRoot.find()) {
            Issue.record(Comment(rawValue: problem.description))
        }
    }
}
