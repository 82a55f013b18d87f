import LazyPromise
import TourKit

/// The terminal view animates like a `UIView`, so the chapter's promise extensions apply to it.
extension TerminalView: Animatable {}

extension LazyMonadTour {
    static func animation(_ pace: Pace, _ narrator: Narrator) async {
        narrator.section("Declarative animation")
        let view = TerminalView(name: "view", backgroundColor: .white, narrator: narrator, pace: pace)

        narrator.step("nested completion callbacks: red, then green, then purple")
        await withCheckedContinuation { continuation in
            // ANCHOR: nested-animation
            view.animate(duration: 1, changes: { $0.backgroundColor = .red }) {
                view.animate(duration: 1.5, changes: { $0.backgroundColor = .green }) {
                    view.animate(duration: 2, changes: { $0.backgroundColor = .purple }) {
                        continuation.resume()
                    }
                }
            }
            // ANCHOR_END: nested-animation
        }

        narrator.step("the same as a chain of animate(with:)")
        // ANCHOR: chained-animation
        let chained = view.animate(duration: 1) { $0.backgroundColor = .red }
            .animate(with: 1.5) { $0.backgroundColor = .green }
            .animate(with: 2) { $0.backgroundColor = .purple }
        // ANCHOR_END: chained-animation
        narrator.result("built, nothing moved yet: the view is \(view.backgroundColor)")
        _ = await chained.value

        narrator.step("a sequence of animation tokens")
        // ANCHOR: token-animation
        let tokens = Promise(value: view).animate(with: [
            AnimationToken(duration: 2) { $0.backgroundColor = .white },
            AnimationToken(duration: 1) { $0.backgroundColor = .green },
        ])
        // ANCHOR_END: token-animation
        _ = await tokens.value
        narrator.result("the view went through: " + view.history.map(\.description).joined(separator: ", "))
    }
}
