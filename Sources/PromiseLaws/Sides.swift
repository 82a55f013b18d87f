/// The two sides of one run of a law.
struct Sides: Sendable {
    let left: LawRun
    let right: LawRun
    /// Whether lateness counts.
    let timed: Bool
    /// Whether the design runs on the harness's time, so that its sides are decided exactly.
    let owned: Bool

    /// Waits for both sides at once: see ``LawRun/settle(deadline:window:)``.
    func settle(deadline: Duration, window: Duration) async {
        async let left: Void = self.left.settle(deadline: deadline, window: window)
        async let right: Void = self.right.settle(deadline: deadline, window: window)
        _ = await (left, right)
    }

    /// How the sides disagree, if they do: the worst first.
    // ANCHOR: disagreement
    func disagreement(_ config: LawConfig) -> Disagreement? {
        let (l, r) = (left.observation, right.observation)
        if !l.repeated.isEmpty || !r.repeated.isEmpty { return .repeated }
        if owned && (l.offClock || r.offClock) { return .offClock }
        if l.blocked || r.blocked { return .different }
        if l != r { return .different }
        guard timed else { return nil }
        let (a, b) = (l.firstArrivals, r.firstArrivals)
        for (observer, at) in a {
            if let other = b[observer], at != other { return .late }
        }
        return nil
    }
    // ANCHOR_END: disagreement
}

extension LawRun {
    /// What this side has done so far.
    var observation: Observation {
        Observation(
            deliveries: collected.values, effects: log.snapshot, races: races.withLock { $0.map(\.table) },
            virtual: world.ownsTime, blocked: world.ownsTime && !world.hasEnded)
    }

    /// Waits until every observer has been called or the deadline has passed; then, if asked,
    /// listens through `window` for a late second delivery.
    func settle(deadline: Duration, window: Duration) async {
        // First the side's world: when it has run out of work, every delivery on its clock has
        // come, and it is known how many observers the side has.
        await built.wait(for: 1, within: deadline)
        if !world.ownsTime { await collected.wait(for: expectedObservers, within: deadline) }
        if window > .zero { await collected.wait(for: Int.max, within: window) }
    }
}
