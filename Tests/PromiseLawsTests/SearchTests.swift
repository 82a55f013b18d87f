import Dispatch
import Locking
import PromiseLaws
import TestSupport
import Testing

/// What a racing law's search says it did, it did: a search cut short is never reported as
/// complete, whatever cut it short, and a failure's paths are searched as well as a value's.
@Suite("an honest search")
struct SearchTests {
    // A racing law whose search is short, with two outcomes that may each fail.
    static let law = Law<EagerDesign>.twoProducers

    @Test("a search cut short by its budget is not proven, whatever set the budget")
    func budget() async throws {
        for budget in [3, LawConfig.defaultScheduleBudget] {
            let config = LawConfig(seed: .fixed(7), scheduleBudget: budget)
            let outcome = await Self.law.check(EagerDesign(), config: config)
            guard case .passed(_, let search?) = outcome else {
                Issue.record("\(Self.law.title) on the lawful control: \(outcome)")
                continue
            }
            let problem = outcome.problem(law: Self.law.title, design: "it", config: config, replay: "X")
            if budget == 3 {
                #expect(!search.complete)
                #expect(problem?.contains("is not proven: the search ran out of its budget (3 schedules") == true)
                #expect(problem?.contains("raise LAWS_SCHEDULE_BUDGET (now 3)") == true, "\(problem ?? "")")
            } else {
                #expect(search.complete, "the default budget searches this law whole")
                #expect(problem == nil)
            }
        }
    }

    @Test("an exercise check says so too: a search cut short is a problem, not a pass")
    func exerciseCheck() async {
        let problems = await lawProblems(
            Self.law, EagerDesign(), settings: LawConfig(seed: .fixed(7), scheduleBudget: 3))
        #expect(problems.count == 1)
        #expect(problems.first?.contains("is not proven") == true, "\(problems)")
    }

    @Test("a law is searched on a case that fails as well as on one that succeeds")
    func failuresSearched() async throws {
        let config = LawConfig(seed: .fixed(7))
        guard case .passed(_, let search?) = await Self.law.check(EagerDesign(), config: config) else {
            Issue.record("\(Self.law.title) failed on the lawful control")
            return
        }
        #expect(search.complete)
        #expect(search.cases.count == 2, "searched cases \(search.cases)")
        let cases = Self.law.generate(true)
        var rng = SplitMix64(seed: 7)
        var kinds: [Int: Bool] = [:]
        for number in 1...config.cases {
            kinds[number] = cases.run(&rng).contains { ($0.value as? PromiseRecipe)?.fails == true }
        }
        #expect(Set(search.cases.compactMap { kinds[$0] }) == [false, true], "one succeeds, one fails")
        #expect(search.cases.first == 1, "the first case is always searched")
    }

    @Test("a search in which a race was abandoned is not complete")
    func abandoned() {
        let blocked = DispatchSemaphore(value: 0)
        var search = EverySchedule(bound: 2)
        let threads: [(name: String, body: @Sendable () -> Void)] = [
            ("blocks", { _ = blocked.wait(timeout: .now() + .milliseconds(200)) }),
            ("b", { Interleaving.action("b1") }),
        ]
        while let next = search.next() {
            let race = Scheduler.race(on: next.schedule, in: nil, patience: .milliseconds(20), named: threads)
            search.learn(race)
            if race.abandoned { break }
        }
        #expect(search.trimmed && !search.isComplete)
    }
}

/// A design that calls back on a queue has its callbacks run during a race, not only after it:
/// a racing thread works the queue, as the queue's thread would, after one schedule point
/// (`Side.runQueuedCallbacks`).
@Suite("a queue's jobs in a race")
struct QueueWorkerTests {
    @Test(
        "a racing thread works the callback queue's jobs, where the schedule puts them",
        arguments: [
            ("t1 to step 3, t2, t1", ["t2", "job"]), ("t1, t2", ["job", "t2"]),
        ])
    func worker(_ text: String, _ expected: [String]) throws {
        let simulation = Simulation(ownsTime: true)
        let log = Locked<[String]>([], schedulePoints: false)
        let schedule = try Schedule(parsing: text)
        simulation.run(
            deadline: .seconds(1),
            begin: {
                _ = Scheduler.race(
                    on: schedule, in: simulation,
                    named: [
                        (
                            "t1",
                            {
                                // Step 2: the hand to the queue; step 3: the worker starts, and runs the job.
                                LawQueue.callbacks.execute { log.withLock { $0.append("job") } }
                                simulation.runJobs(of: .callbacks)
                            }
                        ),
                        ("t2", { log.withLock { $0.append("t2") } }),
                    ])
            }, until: { true })
        #expect(log.withLock { $0 } == expected)
    }
}
