import Dispatch
import EnsureAsync
import LockQueuePromise
import TourKit

extension EnsureAsyncTour {
    /// Why a form can fail; the tour's forms never do.
    enum FormError: Error { case cancelled }

    typealias FormPromise<T: Sendable> = Promise<T, FormError>

    /// How a form cleans up after itself.
    enum Cleanup: String { case ensure, ensureAsync }

    /// The parts of a form scene: a screen, and the pace and narrator they draw with.
    struct Stage: Sendable {
        let screen = Screen()
        let pace: Pace
        let narrator: Narrator
        /// When each form appeared, began to go and was gone, for the picture of the scene.
        let times = FormTimes()

        /// Slides the form in; delivers its view once it is fully on screen.
        func present(_ name: String) -> FormPromise<TerminalView> {
            FormPromise(on: ImmediateQueue()) { future in
                screen.add(name)
                times.note(name, .appeared)
                narrator.result("\(name) appears; on screen: \(screen.contents)")
                let view = TerminalView(name: name, backgroundColor: .white, narrator: narrator, pace: pace)
                view.animate(duration: 0.5, changes: { $0.backgroundColor = .blue }) { future.fulfill(view) }
            }
        }

        /// The user types an answer; it takes a moment.
        func fillIn(_ view: TerminalView) -> FormPromise<String> {
            FormPromise(on: ImmediateQueue()) { future in
                DispatchQueue.global().asyncAfter(deadline: .now() + pace.scaled(seconds: 0.5)) {
                    future.fulfill("\(view.name) filled in")
                }
            }
        }

        /// Slides the form out: the cleanup. Its promise settles when the form has gone.
        func dismiss(_ view: TerminalView) -> FormPromise<Void> {
            FormPromise(on: ImmediateQueue()) { future in
                screen.startDismissing(view.name)
                times.note(view.name, .dismissing)
                view.animate(duration: 1, changes: { $0.backgroundColor = .gray }) {
                    times.note(view.name, .gone)
                    screen.remove(view.name)
                    future.fulfill(())
                }
            }
        }
    }

    // ANCHOR: compound
    /// The compound promise: present a form, fill it in, and dismiss it, whatever happens.
    static func form(_ name: String, cleanup: Cleanup, on stage: Stage) -> FormPromise<String> {
        stage.present(name).flatMap { view in
            switch cleanup {
            case .ensure: stage.fillIn(view).ensure { _ = stage.dismiss(view) }
            case .ensureAsync: stage.fillIn(view).ensureAsync { stage.dismiss(view) }
            }
        }
    }
    // ANCHOR_END: compound

    /// Runs both scenes at the normal pace, where half a second is long enough to tell events
    /// apart on a busy machine, and returns their pictures: the book's check records them so.
    package static func formPictures() async -> [any Picture] {
        let pictures = Pictures()
        for cleanup in [Cleanup.ensure, .ensureAsync] {
            await twoForms(cleanup: cleanup, .normal, Narrator(output: CapturedOutput()), pictures)
        }
        return pictures.all
    }

    static func twoForms(cleanup: Cleanup, _ pace: Pace, _ narrator: Narrator, _ pictures: Pictures) async {
        narrator.section("Two forms in a row, cleaned up with \(cleanup.rawValue)")
        let stage = Stage(pace: pace, narrator: narrator)
        narrator.step("form(\"form 1\").flatMap { _ in form(\"form 2\") }")
        // ANCHOR: two-in-a-row
        let both = form("form 1", cleanup: cleanup, on: stage)
            .flatMap { _ in form("form 2", cleanup: cleanup, on: stage) }
        // ANCHOR_END: two-in-a-row
        _ = await both.settled
        await stage.screen.empty()
        narrator.result("both forms have gone")
        pictures.add(stage.times.chart(name: "ensure-async-\(cleanup.rawValue)", pace: pace, cleanup: cleanup))
    }
}
