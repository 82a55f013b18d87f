import Foundation
import PromiseLaws
import Synchronization

/// Runs `body` on a new thread with a stack of `megabytes` (8 MB, a main thread's usual size,
/// unless told otherwise), and waits for it to finish, with a deadline: for the tests that
/// prove how deep a chain can go without overflowing a stack of known size.
///
/// ```swift
/// let finished = await onThread { settleAMillionLinks() }
/// #expect(finished)
/// ```
///
/// - Returns: whether `body` returned within `deadline`.
package func onThread(
    stack megabytes: Int = 8, within deadline: Duration = .seconds(120), _ body: @escaping @Sendable () -> Void
) async -> Bool {
    let done = Collected<Bool>()
    let thread = Thread {
        body()
        done.append(true)
    }
    thread.stackSize = megabytes << 20
    thread.start()
    return await done.wait(for: 1, within: deadline) == [true]
}

/// Runs `body(index)` for every index in `0..<count`, split between `threads` threads of their
/// own (index `i` on thread `i % threads`), which start their work together, and waits for them
/// (`deadline` at most): an exercise check's round on real threads, which `workshop check` also
/// runs under the thread sanitizer.
///
/// ```swift
/// await onRacingThreads(200) { promises[$0].resolve(value: $0) }   // two threads, 100 each
/// ```
///
/// - Note: The sanitizer reports two accesses only when nothing it counts as an order lies
///   between them, and a lock taken by two threads is one. `concurrentPerform` may run quick
///   iterations all on the calling thread, and a thread that starts after another has finished
///   is ordered after it by the thread library's own locks: either way, the race is there but
///   never seen. So the threads wait at a starting line until all of them are running, then
///   start their work at the same moment.
/// - Returns: whether every thread finished within `deadline`.
@discardableResult
package func onRacingThreads(
    _ count: Int, threads: Int = 2, within deadline: Duration = .seconds(2), _ body: @escaping @Sendable (Int) -> Void
) async -> Bool {
    let done = Collected<Bool>()
    let start = StartingLine(threads: threads)
    for thread in 0..<threads {
        Thread {
            start.arriveAndWait()
            for index in stride(from: thread, to: count, by: threads) { body(index) }
            done.append(true)
        }.start()
    }
    start.waitForAllThenGo()
    return await done.wait(for: threads, within: deadline).count == threads
}

/// Where racing threads wait for each other before they start their work: each says it has
/// arrived and spins until the starter, who has seen every one arrive, lets them go. Atomics
/// only, acquiring what was released: each thread is ordered after the starter, and the starter
/// after each arrival, but no thread's work after another's, as a lock would order it.
private final class StartingLine: Sendable {
    private let threads: Int
    private let arrived = Atomic(0)
    private let going = Atomic(false)

    init(threads: Int) {
        self.threads = threads
    }

    func arriveAndWait() {
        arrived.add(1, ordering: .releasing)
        while !going.load(ordering: .acquiring) { sched_yield() }
    }

    /// Lets them go once all have arrived, or after a second, so that a thread that never
    /// starts cannot hold the others for ever.
    func waitForAllThenGo() {
        let giveUp = ContinuousClock.now + .seconds(1)
        while arrived.load(ordering: .acquiring) < threads, ContinuousClock.now < giveUp { sched_yield() }
        going.store(true, ordering: .releasing)
    }
}
