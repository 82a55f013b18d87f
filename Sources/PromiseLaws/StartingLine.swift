import Foundation
import Synchronization

/// Two threads lined up to race: round after round, both wait at one line and leave it at the
/// same instant, so that the two calls a racing law makes land inside each other's window every
/// round, not only when the machine happens to schedule them so.
///
/// The two paths from the line to the racy step are rarely the same length, so each round
/// also holds one thread back a little after the line: the first by a few nanoseconds more
/// each round, then the second, fifteen steps each way, so the rounds sweep across the window
/// wherever it lies.
///
/// Still the machine's threads, not a schedule the harness owns: a busy machine can hold one
/// thread back, and then that round races nothing. Each case runs many rounds for that reason.
final class StartingLine: Sendable {
    private let arrived = Atomic<Int>(0)

    /// Runs `first(r)` on this thread and `second(r)` on another, for every round `r`, each
    /// pair released at once. Gives up waiting for the other thread after `patience` in all,
    /// so a design that blocks a thread still ends the law.
    // ANCHOR: race
    static func race(
        rounds: Int, patience: Duration = .seconds(1), _ first: @escaping @Sendable (Int) -> Void,
        _ second: @escaping @Sendable (Int) -> Void
    ) {
        let line = StartingLine()
        let deadline = ContinuousClock.now + patience
        let finished = DispatchSemaphore(value: 0)
        Thread {
            for round in 0..<rounds {
                line.wait(round: round, until: deadline)
                line.hold(max(0, -StartingLine.offset(round)))
                second(round)
            }
            finished.signal()
        }.start()
        for round in 0..<rounds {
            line.wait(round: round, until: deadline)
            line.hold(max(0, StartingLine.offset(round)))
            first(round)
        }
        _ = finished.wait(timeout: .now() + .milliseconds(Int(patience.milliseconds)))
    }
    // ANCHOR_END: race

    /// Spins for `steps` short steps: a few nanoseconds each.
    private func hold(_ steps: Int) {
        for _ in 0..<(steps * 16) { _ = arrived.load(ordering: .relaxed) }
    }

    /// How far the first thread is held back after the second in `round`, in steps: -15 to 15.
    private static func offset(_ round: Int) -> Int { round % 31 - 15 }

    /// Arrives for `round` and spins until the other thread has arrived too, or `deadline`.
    private func wait(round: Int, until deadline: ContinuousClock.Instant) {
        arrived.add(1, ordering: .sequentiallyConsistent)
        var spins = 0
        while arrived.load(ordering: .sequentiallyConsistent) < 2 * (round + 1) {
            spins += 1
            // Now and then, see whether to give up, and let a held-back thread have the core.
            if spins % 4096 == 0 {
                if ContinuousClock.now > deadline { return }
                sched_yield()
            }
        }
    }
}
