import Foundation
import Locking

/// What one side of a law has while it runs: where its effects are logged and its deliveries
/// collected, its world (its clock and the work waiting on it), and the queue the design
/// promises to call back on. A law's side sees it through ``Side``, which binds it to the design.
struct LawRun: Sendable {
    /// The side's effect log.
    let log: EffectLog
    let collected: Collected<Observed>
    /// Notes that the side's world has run out of work (or, for a design with threads of its
    /// own, that its deadline has passed).
    let built = Collected<Bool>()
    /// The side's clock and the work waiting on it.
    let world: Simulation
    /// The queue the design promises to call back on, when it names one: every logged call
    /// and every delivery then records the queue it ran on.
    let queue: LawQueue?
    private let observers = Locked((registered: 0, expected: 0), schedulePoints: false)
    /// The last race this side ran, as numbered steps per thread, for the report.
    let races = Locked([Interleaver.Trace](), schedulePoints: false)

    init(queue: LawQueue?, ownsTime: Bool) {
        log = EffectLog()
        collected = Collected()
        world = Simulation(ownsTime: ownsTime)
        self.queue = queue
    }

    /// A recipe ready to start, logging as `name`: for a reference side that does by hand what
    /// the design should.
    func source(_ recipe: PromiseRecipe, _ name: String) -> PromiseSource {
        PromiseSource(recipe, name: name, log: log, world: world)
    }

    /// A recipe ready to start whose work logs nowhere: for a law that runs many promises at
    /// once and compares only what they deliver.
    func quietSource(_ recipe: PromiseRecipe) -> PromiseSource {
        PromiseSource(recipe, name: "quiet", log: EffectLog(), world: world)
    }

    /// Logs a call of a closure the side hands the design, as `name(x)`, or `name()` without
    /// an argument, with the queue it ran on when the design names its callback queue.
    // ANCHOR: queue-check
    func called(_ name: String, _ x: CustomStringConvertible? = nil) {
        log.record("\(name)(\(x.map(\.description) ?? ""))" + whereNow)
    }

    /// What a reference side logs where the design should call `name` with `x`: the call, on
    /// the queue the design promises.
    func expectCall(_ name: String, _ x: CustomStringConvertible? = nil) {
        log.record("\(name)(\(x.map(\.description) ?? ""))" + (queue.map { " on \($0)" } ?? ""))
    }
    // ANCHOR_END: queue-check

    /// A new observer of this side (the first is 0, the next 1, ...): what the design is handed
    /// to call with each delivery.
    ///
    /// - Parameters:
    ///   - number: the observer's number, when threads racing to observe must not number their
    ///     observers in the order the schedule lets them in.
    ///   - logged: whether the observer also logs `observer 2: 7` when it is called.
    ///   - next: runs after the observer has recorded its delivery.
    func observer(number: Int?, logged: Bool, then next: (@Sendable () -> Void)?) -> @Sendable (Delivery) -> Void {
        let observer = observers.withLock { count in
            defer {
                count.registered += 1
                count.expected = max(count.expected, count.registered, (number ?? 0) + 1)
            }
            return number ?? count.registered
        }
        return { delivery in
            if logged { self.log.record("observer \(observer): \(delivery)") }
            self.collected.append(
                Observed(observer: observer, delivery: delivery, queue: self.queueNow, at: self.instant))
            self.world.wake()
            next?()
        }
    }

    /// Delivers as the design should have, from a reference side: to `observer`, on the queue
    /// the design promises.
    ///
    /// - Parameter logged: whether to log `observer 2: 7` first, as a logged observer does.
    func deliver(_ delivery: Delivery, to observer: Int = 0, logged: Bool = false) {
        observers.withLock { $0.expected = max($0.expected, observer + 1) }
        if logged { log.record("observer \(observer): \(delivery)") }
        collected.append(
            Observed(observer: observer, delivery: delivery, queue: queue?.description, at: instant))
        world.wake()
    }

    /// Says how many observers this side will have, when they register later, from other threads.
    func expectObservers(_ count: Int) {
        observers.withLock { $0.expected = max($0.expected, count) }
    }

    /// Runs `work` `delay` virtual milliseconds from now, as a job of `queue`: how a law's side
    /// waits, without sleeping.
    func after(_ delay: Int, on queue: LawQueue, _ work: @escaping @Sendable () -> Void) {
        world.schedule(after: delay, on: queue, work)
    }

    /// Runs `body` on another thread, as a job of `queue` in this side's world, and waits for it
    /// to finish (up to `patience`, real time, so that a design that blocks that thread still
    /// ends the law).
    func onAnotherThread(
        as queue: LawQueue, patience: Duration = .milliseconds(500), _ body: @escaping @Sendable () -> Void
    ) {
        let finished = DispatchSemaphore(value: 0)
        let world = world
        Thread {
            Simulation.within(world, on: queue, body)
            finished.signal()
        }.start()
        _ = finished.wait(timeout: .now() + .nanoseconds(Int(patience.nanoseconds)))
    }

    /// Runs `threads` one at a time on `schedule` (``Interleaver``), each inside this side's
    /// world, and keeps the steps for the report.
    func race(on schedule: Schedule, _ threads: [@Sendable () -> Void]) {
        let trace = Interleaver.race(on: schedule, world: world, threads)
        races.withLock { $0.append(trace) }
    }

    /// The virtual instant, when called from a job of this side's world; `nil` off its clock
    /// (from a thread the harness does not run).
    private var instant: Int? {
        guard let context = Simulation.current, context.world === world, !world.hasEnded else { return nil }
        return world.now
    }

    /// How many observers the side waits for.
    var expectedObservers: Int { observers.withLock { max(1, $0.expected) } }

    /// The harness queue this code runs on, recorded only when the design names a queue.
    private var queueNow: String? {
        guard queue != nil else { return nil }
        return LawQueue.current?.description ?? "no harness queue"
    }

    private var whereNow: String { queueNow.map { " on \($0)" } ?? "" }
}
