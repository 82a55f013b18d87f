import AsyncBridges
import Locking
import TourKit

extension AsyncAwaitTour {
    /// How a form cleans up after itself.
    enum Cleanup: String {
        case deferred = "defer"
        case withCleanup
    }

    /// A screen, and the pace and narrator its forms draw with: chapter 5's stage, in `async`.
    final class Stage: Sendable {
        let shown = Locked<[(name: String, dismissing: Bool)]>([])
        /// Each form's departure, settled when its dismissal has finished.
        private let departures = Locked<[String: Settlement<Void, Never>]>([:])
        let pace: Pace
        let narrator: Narrator

        init(pace: Pace, narrator: Narrator) {
            self.pace = pace
            self.narrator = narrator
        }

        var contents: String {
            shown.withLock { $0.map { $0.dismissing ? "\($0.name) (dismissing)" : $0.name }.joined(separator: ", ") }
        }

        func present(_ name: String) async -> TerminalView {
            shown.withLock { $0.append((name, false)) }
            narrator.result("\(name) appears; on screen: \(contents)")
            let view = TerminalView(name: name, backgroundColor: .white, narrator: narrator, pace: pace)
            await view.animate(duration: 0.5) { $0.backgroundColor = .blue }
            return view
        }

        func fillIn(_ view: TerminalView) async throws -> String {
            try await Task.sleep(for: pace.scaled(.milliseconds(500)))
            return "\(view.name) filled in"
        }

        /// Starts sliding the form out and returns at once: all a `defer` can do.
        func startDismissing(_ view: TerminalView, then done: @escaping @Sendable () -> Void = {}) {
            shown.withLock { forms in
                if let index = forms.firstIndex(where: { $0.name == view.name }) { forms[index].dismissing = true }
            }
            view.animate(
                duration: 1, changes: { $0.backgroundColor = .gray },
                completion: {
                    self.shown.withLock { $0.removeAll { $0.name == view.name } }
                    self.departure(of: view.name).resolve(.success(()))
                    done()
                })
        }

        /// Settled once the form called `name` has gone.
        func departure(of name: String) -> Settlement<Void, Never> {
            departures.withLock { departures in
                if let departure = departures[name] { return departure }
                let departure = Settlement<Void, Never>()
                departures[name] = departure
                return departure
            }
        }

        /// Slides the form out, and returns once it has gone.
        func dismiss(_ view: TerminalView) async {
            await withCheckedContinuation { continuation in startDismissing(view) { continuation.resume() } }
        }
    }

    // ANCHOR: form-defer
    static func formWithDefer(_ name: String, on stage: Stage) async throws -> String {
        let view = await stage.present(name)
        // `defer` runs synchronously: it cannot await, so it only starts the dismissal.
        defer { stage.startDismissing(view) }
        return try await stage.fillIn(view)
    }
    // ANCHOR_END: form-defer

    // ANCHOR: form-with-cleanup
    static func formWithCleanup(_ name: String, on stage: Stage) async throws -> String {
        let view = await stage.present(name)
        return try await withCleanup {
            try await stage.fillIn(view)
        } cleanup: {
            await stage.dismiss(view)
        }
    }
    // ANCHOR_END: form-with-cleanup

    static func twoForms(cleanup: Cleanup, _ pace: Pace, _ narrator: Narrator) async {
        narrator.section("Two forms in a row, cleaned up with \(cleanup.rawValue)")
        let stage = Stage(pace: pace, narrator: narrator)
        let form = cleanup == .deferred ? formWithDefer : formWithCleanup
        narrator.step("_ = try await form(\"form 1\"); _ = try await form(\"form 2\")")
        _ = try? await form("form 1", stage)
        _ = try? await form("form 2", stage)
        // Wait for any dismissal still running, so the next scene starts on an empty screen.
        for name in ["form 1", "form 2"] { _ = await stage.departure(of: name).result }
        narrator.result("both forms have gone")
    }
}
