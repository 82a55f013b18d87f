/// A confirmed failure: the run that showed it, how, and how many tries it took to appear.
struct Found: Sendable {
    let sides: Sides
    let kind: Disagreement
    let attempts: Int
    /// What each side had done when the failure was confirmed, taken then: a delivery that
    /// straggles in later (from a thread of the design's own) must not change the report.
    let left: Observation
    let right: Observation
    let observers: Int

    init(sides: Sides, kind: Disagreement, attempts: Int) {
        self.sides = sides
        self.kind = kind
        self.attempts = attempts
        left = sides.left.observation
        right = sides.right.observation
        observers = max(sides.left.expectedObservers, sides.right.expectedObservers)
    }

    /// How long to listen for a second delivery when running this failure again: only a
    /// failure that was a second delivery needs the window.
    func window(_ config: LawConfig) -> Duration { kind == .repeated || kind == .offClock ? config.window : .zero }
}
