import PromiseLaws

/// The check of a "be the scheduler" exercise: the learner writes a schedule, in the notation a
/// law's report prints, and the check replays the exercise's race on it.
///
/// ```swift
/// ScheduleExercise.replay(
///     "t2 to step 3, t1, t2", wanted: 2, of: "the callback",
///     [("settle", { settle() }), ("observe", { observe() })], count: { calls.withLock { $0 } })
/// // [] when the callback was called twice; otherwise what the race did, as a table
/// ```
package enum ScheduleExercise {
    /// Replays `threads` on the schedule `text`; no problem when `count()` is then `wanted`.
    ///
    /// - Parameters:
    ///   - text: the learner's schedule: `t1 to step 3, t2, t1`.
    ///   - wanted: how many calls break the design: 2 for a doubled call, 0 for a lost one.
    ///   - what: what is counted, for the message: `the callback`.
    ///   - threads: the race's threads, `t1` first, each named by its first step.
    ///   - count: how many calls there were, read once the race has ended.
    package static func replay(
        _ text: String, wanted: Int, of what: String, _ threads: [(name: String, body: @Sendable () -> Void)],
        count: @Sendable () -> Int
    ) -> [String] {
        let schedule: Schedule
        do {
            schedule = try Schedule(parsing: text)
        } catch {
            return ["\"\(text)\" is not a schedule: \(error.description)"]
        }
        if let turn = schedule.turns.first(where: { $0.thread >= threads.count }) {
            return [
                "\"\(text)\" names t\(turn.thread + 1), and this race has \(threads.count) threads, t1 to t\(threads.count)"
            ]
        }
        let race = Scheduler.race(on: schedule, in: nil, named: threads)
        let calls = count()
        guard calls != wanted else { return [] }
        let times = calls == 0 ? "never" : calls == 1 ? "once" : "\(calls) times"
        let goal = wanted == 0 ? "is never called" : wanted == 2 ? "is called twice" : "is called \(wanted) times"
        return [
            (["on `\(schedule)`, \(what) was called \(times); find a schedule on which it \(goal). What the race did:"]
                + race.table)
                .joined(separator: "\n")
        ]
    }
}
