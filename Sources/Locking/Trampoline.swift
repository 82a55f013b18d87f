/// Runs nested work one job after another instead of one inside another: the first job on a
/// thread starts a loop, and any job started while that loop runs, on the same thread, waits
/// its turn at the end of the line. A chain of a million synchronous steps then takes a
/// million turns of one loop, not a million frames of the stack; the order stays first come,
/// first served.
///
/// ```swift
/// Trampoline.run { print("a"); Trampoline.run { print("c") }; print("b") }   // a, b, c
/// ```
///
/// - Note: Scala's batching executor does the same: it runs a task's follow-ups on the thread
///   that is already running, one after another. Each thread has its own line, so a job never
///   waits for another thread's; what a *promise* hands out is not bound to one line either
///   (chapters 3 and 4 let another thread take over a hand-out that is still waiting in a line).
///   Work is also *released* inside the loop, so freeing a long chain of promises, which
///   releases each from the one before, is flat as well. Chapters 3 and 4 share this one.
// ANCHOR: trampoline
public enum Trampoline {
    /// The jobs waiting on one thread, and whether its loop is running. One per thread, kept
    /// for the thread's life, so a run allocates nothing once the array has grown.
    private final class Line {
        // No run-time check that accesses never overlap: only this thread touches its line,
        // and no access spans a job.
        @exclusivity(unchecked) var jobs: [Job] = []
        var running = false
    }

    /// A job, wrapped: an array keeps a bare closure in a more general form than a call site
    /// passes it, and converting between the two costs an allocation per job.
    private struct Job {
        let run: () -> Void
    }

    /// Each thread's line, released when the thread ends.
    private static let lines = ThreadLocal<Line>()

    /// This thread's line, made the first time it is needed.
    private static var line: Line {
        if let line = lines.value { return line }
        let line = Line()
        lines.value = line
        return line
    }

    /// Whether this thread runs no job: a job started now runs at once, inside the call.
    public static var isIdle: Bool { lines.value?.running != true }

    /// Runs `job` now, or, inside another job on this thread, as soon as the jobs before it are done.
    public static func run(_ job: @escaping () -> Void) {
        let line = line
        if line.running {
            line.jobs.append(Job(run: job))
            return
        }
        runNow(on: line, job)
    }

    /// Runs `job` at once, and then the jobs it started, on a thread that runs no job
    /// (``isIdle``): `run` without keeping `job` for later, so nothing is allocated for it.
    public static func runNow(_ job: () -> Void) {
        let line = line
        precondition(!line.running, "runNow inside a job: use run, which waits its turn")
        runNow(on: line, job)
    }

    private static func runNow(on line: Line, _ job: () -> Void) {
        line.running = true
        job()
        var index = 0
        while index < line.jobs.count {
            let next = line.jobs[index]
            line.jobs[index] = Job(run: {})
            next.run()  // and released right here, inside the loop: a release can start jobs too
            index += 1
            if index >= 4_096 && index * 2 >= line.jobs.count {
                line.jobs.removeFirst(index)
                index = 0
            }
        }
        line.jobs.removeAll(keepingCapacity: line.jobs.capacity <= 1_024)
        line.running = false
    }

    /// Lets go of `value` inside the loop, so that whatever its release sets off (the release of
    /// a chain, link after link) waits its turn instead of nesting. Callers check first that
    /// there is something to let go of: a promise with no observers left costs no job.
    ///
    /// - Parameter value: moved in (`consume` at the call site), so that nothing else holds it
    ///   once the job has let go.
    public static func release<Value>(_ value: consuming Value) {
        let held = Held(consume value)
        run { held.value = nil }
    }

    /// What a job lets go of.
    private final class Held<Value> {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
// ANCHOR_END: trampoline
