import Foundation
import Locking
import Synchronization

/// One side of a law as it runs, bound to the design under test: the harness's ways of making a
/// law's inputs into the design's promises (``SidePromise``, whose methods are the design's
/// operations) and functions, and where the side's effects and deliveries go. A law's side is a
/// closure over one, named `s`, and its inputs, so that it reads like its half of the equation:
///
/// ```swift
/// Law(
///     family: "Monad", name: "flatMap agrees with map", equation: "fa.flatMap { pure(f($0)) } ≡ fa.map(f)",
///     Given.promise("fa"), Given.function("f"),
///     lhs: { s, fa, f in
///         let f = s.function(f)  // logs f(3) when the design calls it with 3
///         s.observe(s.promise(fa).flatMap { s.pure(f($0)) })  // the promise logs start fa
///     },
///     rhs: { s, fa, f in s.observe(s.promise(fa).map(f)) })
/// ```
///
/// Every promise and function it hands the design logs what happens to it (`start fa`,
/// `f(3)`), so a step that runs a promise twice, or calls `f` on a failure, shows in the effects.
/// What the side did is read as an ``Observation``, which the check compares and the report
/// prints.
public struct Side<Design: FunctorDesign>: Sendable {
    /// The design's adapter: for what a side needs that is not one of its operations
    /// (`s.design.observe(p.box) { delivery in … }`, to continue by hand once `p` delivers).
    public let design: Design
    /// The side's effect log: `s.log.record("execute")` marks a moment among the effects.
    public let log: EffectLog
    /// Every delivery to the side's observers, in the order they came.
    let deliveries = Collected<Observed>()
    /// Notes that the side's simulation has run out of work (or, for a design with threads of
    /// its own, that its deadline has passed).
    let finished = Collected<Bool>()
    /// The side's clock and the work waiting on it.
    let simulation: Simulation
    /// The queue the design promises to call back on, when it names one: every logged call
    /// and every delivery then records the queue it ran on.
    let queue: LawQueue?
    private let observers = Locked((registered: 0, expected: 0), schedulePoints: false)
    /// The races this side ran, step by step, for the report.
    private let races = Locked([Race](), schedulePoints: false)

    /// Told of what the side does as it does it, for a side that may stop the process before it
    /// ends (Crashes/Apart.swift); nil for every other side.
    private let tracer: Tracer?

    /// - Parameter crashNote: a block the crash handling made (``CrashNote``), freed with the
    ///   side's simulation.
    init(
        _ design: Design, queue: LawQueue?, ownsTime: Bool, crashNote: UnsafeMutablePointer<CChar>? = nil,
        tracer: Tracer? = nil
    ) {
        self.design = design
        self.queue = queue
        self.tracer = tracer
        log = EffectLog(told: tracer?.effects)
        simulation = Simulation(ownsTime: ownsTime, note: crashNote)
    }

    // MARK: Inputs as the design's own

    /// The design's promise for the generated recipe `fa`; its work logs `start fa` when it begins.
    public func promise(_ fa: Named<PromiseRecipe>) -> SidePromise<Design> {
        make(source(fa))
    }

    /// The recipe `fa` ready to start, logging as `start fa`: for a reference side that does by
    /// hand what the design should.
    public func source(_ fa: Named<PromiseRecipe>) -> PromiseSource {
        PromiseSource(fa.value, name: fa.name, log: log, simulation: simulation)
    }

    /// The recipe `fa` ready to start, logging nowhere: for a law that runs many promises at
    /// once and compares only what they deliver.
    func quietSource(_ fa: Named<PromiseRecipe>) -> PromiseSource {
        PromiseSource(fa.value, name: "quiet", log: EffectLog(), simulation: simulation)
    }

    /// The generated Kleisli function `k` as the design's own `Int -> Promise`. Each call logs
    /// `k(x)` and makes a fresh promise, whose work logs `start k(x)`: a design that calls `k`
    /// once and reuses its promise on every run shows one call where there should be two.
    ///
    /// - Parameters:
    ///   - k: the generated function, with its name.
    ///   - checkingQueue: whether the call also logs the queue it ran on, as `f`'s does, for a
    ///     contract law whose right side logs the queue the design promises (`expectCall`). Off
    ///     where the other side calls `k` itself, not through the design.
    public func kleisli(_ k: Named<KleisliRecipe>, checkingQueue: Bool = false)
        -> @Sendable (Int) -> SidePromise<
            Design
        >
    {
        { x in
            if checkingQueue { called(k, x) } else { log.record("\(k.name)(\(x))") }
            return promise(k(x))
        }
    }

    /// The generated function `f`, logging each call as `f(x)`, with the queue it ran on when
    /// the design names its callback queue.
    // ANCHOR: logged-function
    public func function(_ f: Named<IntFunction>) -> @Sendable (Int) -> Int {
        { x in
            called(f, x)
            return f(x)
        }
    }
    // ANCHOR_END: logged-function

    /// The generated error function `ef`, logging each call as `ef(#n)`.
    public func function(_ ef: Named<ErrorFunction>) -> @Sendable (LawError) -> LawError {
        { error in
            called(ef, error)
            return ef(error)
        }
    }

    // MARK: Effects

    /// Logs a call of a closure the side hands the design, as `name(x)`, or `name()` without an
    /// argument, with the queue it ran on when the design names its callback queue.
    // ANCHOR: queue-check
    public func called(_ name: String, _ x: CustomStringConvertible? = nil) {
        log.record("\(name)(\(x.map(\.description) ?? ""))" + whereNow)
    }

    /// What a reference side logs where the design should call `name` with `x`: the call, on
    /// the queue the design promises.
    public func expectCall(_ name: String, _ x: CustomStringConvertible? = nil) {
        log.record("\(name)(\(x.map(\.description) ?? ""))" + (queue.map { " on \($0)" } ?? ""))
    }
    // ANCHOR_END: queue-check

    /// Logs a call of the input `f` (a function the side hands the design) with `x`: `f(3)`.
    public func called<Value>(_ f: Named<Value>, _ x: CustomStringConvertible? = nil) {
        called(f.name, x)
    }

    /// What a reference side logs where the design should call the input `f` with `x`: `f(3)`,
    /// on the queue the design promises.
    public func expectCall<Value>(_ f: Named<Value>, _ x: CustomStringConvertible? = nil) {
        expectCall(f.name, x)
    }

    // MARK: Deliveries

    /// Observes `promise` as a new observer of this side (the first is 0, the next 1, ...): what
    /// it delivers is what the law compares.
    ///
    /// - Parameters:
    ///   - promise: the promise to observe.
    ///   - number: the observer's number, when threads racing to observe must not number their
    ///     observers in the order the schedule lets them in.
    ///   - logged: whether the observer also logs `observer 2: 7` when it is called, so that
    ///     the effects show the order observers were called in.
    ///   - next: runs after the observer has recorded its delivery: the next step of a side
    ///     that must wait for this one.
    public func observe(
        _ promise: SidePromise<Design>, as number: Int? = nil, logged: Bool = false,
        then next: (@Sendable () -> Void)? = nil
    ) {
        observe(promise.box, as: number, logged: logged, then: next)
    }

    /// Observes the design's own promise `box`, made by an operation of the design's own
    /// (`s.promise(fa).box.then { … }`), as a new observer of this side, like a side's promise.
    public func observe(
        _ box: Design.Box, as number: Int? = nil, logged: Bool = false, then next: (@Sendable () -> Void)? = nil
    ) {
        let observer = observers.withLock { count in
            defer {
                count.registered += 1
                count.expected = max(count.expected, count.registered, (number ?? 0) + 1)
            }
            return number ?? count.registered
        }
        design.observe(box) { delivery in
            // A call of an observer is seen by the law, lock or no lock: a thread of a race
            // stops here when its schedule says so.
            Interleaving.action("in observer #\(observer)")
            if logged { log.record("observer \(observer): \(delivery)") }
            deliveries.append(Observed(observer: observer, delivery: delivery, queue: queueNow, at: instant))
            tracer?.progress(observation, nil)
            simulation.wake()
            next?()
        }
    }

    /// Delivers as the design should have, from a reference side: to `observer`, on the queue
    /// the design promises.
    ///
    /// - Parameters:
    ///   - delivery: what the observer is handed.
    ///   - observer: the observer's number.
    ///   - logged: whether to log `observer 2: 7` first, as a logged observer does.
    public func deliver(_ delivery: Delivery, to observer: Int = 0, logged: Bool = false) {
        observers.withLock { $0.expected = max($0.expected, observer + 1) }
        if logged { log.record("observer \(observer): \(delivery)") }
        deliveries.append(Observed(observer: observer, delivery: delivery, queue: queue?.description, at: instant))
        simulation.wake()
    }

    /// Delivers `delivery` to observers 0 to `count - 1`, each once, as a reference side does.
    public func deliver(_ delivery: Delivery, toEachOf count: Int) {
        for observer in 0..<count { deliver(delivery, to: observer) }
    }

    /// Says how many observers this side will have, when they register later, from other threads.
    public func expectObservers(_ count: Int) {
        observers.withLock { $0.expected = max($0.expected, count) }
    }

    // MARK: Time and threads

    /// Runs `work` `delay` virtual milliseconds from now, as a job of `queue`: how a side waits,
    /// without sleeping.
    public func after(_ delay: Int, on queue: LawQueue, _ work: @escaping @Sendable () -> Void) {
        simulation.enqueue(after: delay, on: queue, work)
    }

    /// Runs `body` on another thread, as a job of `queue` in this side's simulation, and waits
    /// for it to finish (up to `patience`, real time, so that a design that blocks that thread
    /// still ends the law).
    public func onAnotherThread(
        as queue: LawQueue, patience: Duration = .milliseconds(500), _ body: @escaping @Sendable () -> Void
    ) {
        let finished = DispatchSemaphore(value: 0)
        let simulation = simulation
        Thread {
            ThreadHooks.run { Simulation.within(simulation, on: queue, body) }
            finished.signal()
        }.start()
        _ = finished.wait(timeout: .now() + .nanoseconds(Int(patience.nanoseconds)))
    }

    /// Runs `threads` one at a time on `schedule` (the engine's `Scheduler`), each inside this
    /// side's simulation, and keeps the steps for the report. Each thread's first step is its
    /// name (`settle(3)`, `observe #1`), reached before any of its work: so a thread stopped there
    /// has done nothing another could see, which the search of schedules counts on.
    ///
    /// For a design the schedules cannot enter (``FunctorDesign/schedulesCanEnter``), the
    /// threads run really at once instead (``atOnce(patience:_:)``): no schedule, no steps.
    public func race(on schedule: Schedule, _ threads: [(name: String, body: @Sendable () -> Void)]) {
        guard design.schedulesCanEnter else { return atOnce(threads.map(\.body)) }
        let side = self
        let progress = tracer.map { tracer in { @Sendable (race: Race) in tracer.progress(side.observation, race) } }
        let race = Scheduler.race(on: schedule, in: simulation, progress: progress, named: threads)
        races.withLock { $0.append(race) }
    }

    /// Runs, on this thread of a race, the callbacks waiting on the design's callback queue, as
    /// that queue's worker would (nothing for a design with no queue, or with threads of its
    /// own): so a racing law's callbacks run during the race, beside its other threads.
    public func runQueuedCallbacks() {
        guard let queue, simulation.ownsTime else { return }
        simulation.runJobs(of: queue)
    }

    /// Runs `threads` really at once, on as many real threads, each inside this side's
    /// simulation, and waits for them all (up to `patience`, real time). No schedule: the
    /// machine decides what overlaps, so this finds what no schedule can step into (state
    /// shared with no lock at all), by luck a law makes likely by repeating the work.
    public func atOnce(patience: Duration = .seconds(5), _ threads: [@Sendable () -> Void]) {
        let started = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        let simulation = simulation
        for body in threads {
            let thread = Thread {
                ThreadHooks.run {
                    // Each thread waits, spinning, until every one has started, so that their
                    // work begins within a few nanoseconds of each other and overlaps.
                    started.add(1, ordering: .acquiringAndReleasing)
                    while started.load(ordering: .acquiring) < threads.count { sched_yield() }
                    Simulation.within(simulation, on: nil, body)
                }
                finished.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let deadline = DispatchTime.now() + .nanoseconds(Int(patience.nanoseconds))
        for _ in threads where finished.wait(timeout: deadline) == .timedOut { break }
    }

    /// Settles promises at once, one thread each, on `schedule`: what most racing laws do.
    /// Each thread's first step is named for the report: `settle fa(3)`, or `settle(3)` when
    /// the name is empty.
    ///
    /// - Parameters:
    ///   - schedule: the schedule the threads run on, the law's input.
    ///   - settles: for each thread, the promise's name in the report, the producer's `settle`,
    ///     and the outcome it settles with.
    public func settleAtOnce(
        on schedule: Schedule,
        _ settles: [(name: String, settle: @Sendable (Result<Int, LawError>) -> Void, outcome: Named<PromiseRecipe>)]
    ) {
        race(
            on: schedule,
            settles.map { name, settle, outcome in
                ("settle" + (name.isEmpty ? "" : " " + name) + "(\(outcome.outcomeText))", { settle(outcome.result) })
            })
    }

    // MARK: What the check reads

    /// What this side has done so far.
    package var observation: Observation {
        Observation(
            deliveries: deliveries.values, effects: log.snapshot, races: races.withLock { $0 },
            virtual: simulation.ownsTime, blocked: simulation.ownsTime && !simulation.hasEnded)
    }

    /// How many observers the side waits for.
    var expectedObservers: Int { observers.withLock { max(1, $0.expected) } }

    /// Waits until every observer has been called or the deadline has passed; then, if asked,
    /// listens through `window` for a late second delivery.
    func wait(deadline: Duration, window: Duration) async {
        // First the side's simulation: when it has run out of work, every delivery on its clock
        // has come, and it is known how many observers the side has.
        await finished.wait(for: 1, within: deadline)
        if !simulation.ownsTime { await deliveries.wait(for: expectedObservers, within: deadline) }
        if window > .zero { await deliveries.wait(for: Int.max, within: window) }
    }

    /// The virtual instant, when called from a job of this side's simulation; `nil` off its
    /// clock (from a thread the harness does not run).
    private var instant: Int? {
        guard let context = Simulation.current, context.simulation === simulation, !simulation.hasEnded else {
            return nil
        }
        return simulation.now
    }

    /// The harness queue this code runs on, recorded only when the design names a queue.
    private var queueNow: String? {
        guard queue != nil else { return nil }
        return LawQueue.current?.description ?? "no harness queue"
    }

    private var whereNow: String { queueNow.map { " on \($0)" } ?? "" }
}

/// What a side tells as it goes, for a side that may stop the process before it ends: what it
/// has done after each delivery and step, and its effects as each is logged.
package struct Tracer: Sendable {
    let progress: @Sendable (Observation, Race?) -> Void
    let effects: @Sendable ([String]) -> Void
}
