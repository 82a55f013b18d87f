import Designs
import PromiseLaws

extension AsyncAwaitDesign {
    /// The exhibit: a `flatMap` that reaches for `try?` and falls back to the value it had,
    /// so a failure of the next step disappears.
    // ANCHOR: dropping-flat-map
    static let droppingFailures = AsyncAwaitDesign(name: "a flatMap written with try?") { task, transform in
        Task {
            let value = try await task.value
            return (try? await transform(value).value) ?? value
        }
    }
    // ANCHOR_END: dropping-flat-map
}
