import Locking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a trap inside a law's check leaves behind. A design whose bug makes Swift stop the
/// process (a continuation resumed twice, a `fatalError`, a force-unwrapped `nil`) ends the test
/// run before the harness can compare, shrink or report: a test that catches a trap needs the
/// trap in another process. So the harness writes its report down *before* each run of a case,
/// the law, the case and the line that replays it, and a handler of the signals a trap raises
/// prints that note on its way out, then lets the signal go on as it would have (to the
/// runtime's backtrace, and the end of the process).
///
/// ```text
/// ✗ Bridge · a waiter cancelled while it settles is resumed once crashed the process for …
///   inputs: x = succeed(0)
///           s = t2 to step 2, t1, t2
///   found:  case 1 of 100, schedule 4; the process stopped, so nothing was shrunk
///   replay: LAWS_SEED=… LAWS_LAW="…" swift test --filter …
/// ```
///
/// - Note: The note printed is the one of the case the crashing thread runs (each side's
///   threads know their simulation); a trap on a thread no law runs (a `Task` of the design's)
///   prints the note of the case any check started last, and says so.
enum CrashNote {
    #if canImport(Glibc)
    typealias Handler = sighandler_t
    #else
    typealias Handler = sig_t
    #endif

    /// The signals a trap raises: `SIGILL` and `SIGTRAP` (Swift's traps on x86 and ARM),
    /// `SIGABRT`, and the memory faults.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The handlers the signals had before, to hand each signal back to.
    nonisolated(unsafe) private static var previous = [Handler?](repeating: nil, count: 65)

    /// The last note any check wrote: the fallback for a trap on a thread no law runs.
    nonisolated(unsafe) private static let last = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    private static let capacity = 8192
    private static let writing = Lock()

    /// Installs the handlers, once per process.
    static let installed: Void = {
        last.initialize(to: 0)
        for number in signals { previous[Int(number)] = signal(number, handle) }
    }()

    /// Keeps `note` as the last one any check wrote.
    static func keep(_ note: UnsafePointer<CChar>) {
        let length = min(strlen(note), capacity - 1)
        writing.lock()
        memcpy(last, note, length)  // not strncpy, which would zero the rest of the buffer every run
        last[length] = 0
        writing.unlock()
    }

    /// Writes the note of the case this thread runs, or the last one, then lets the signal go on.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        let stderr: Int32 = 2
        func say(_ text: UnsafePointer<CChar>) { _ = write(stderr, text, strlen(text)) }
        say("\n")
        if let note = Simulation.current?.simulation.crashNote {
            say(note)
        } else if last[0] != 0 {
            say("(the process stopped on a thread no law runs; the case any check started last was:)\n")
            say(last)
        }
        _ = signal(number, previous[Int(number)] ?? nil)
        raise(number)
    }
}
