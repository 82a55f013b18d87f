import Foundation  // for the C library: Glibc on Linux, Darwin on macOS
import Locking
import Synchronization

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
///   law:    wait, then settle(x) and cancel at once on schedule s ≡ resumed once, with x or cancelled (0)
///   inputs: x = succeed(9)
///           s = t2 to step 3, t1
///   found:  case 1 of 100, on schedule 5 of those with ≤ 2 preemptions; the process stopped, so
///           the case is shrunk apart, each run in a process of its own:
///   replay: LAWS_SEED=… LAWS_LAW="…" swift test --filter …
/// ```
///
/// On Linux the handler then starts this test program again to shrink the case apart
/// (``Apart``), waits for its report, and only then lets the signal go on; on macOS it says
/// that the replay line is the way to run the case again (``Platform``).
///
/// - Note: The note printed is the one of the case the crashing thread runs (each side's
///   threads know their simulation); a trap on a thread no law runs (a `Task` of the design's)
///   prints the note of the case any check started last, and says so.
enum CrashNote {
    /// A signal's handler, as `signal` takes and returns it (Glibc's `sighandler_t`, Darwin's `sig_t`).
    typealias Handler = @convention(c) (Int32) -> Void

    /// A block for the handler, in C's memory: `text` holds the note, the arguments and the
    /// environment, each string ended by a zero byte and each list by an empty string
    /// (``LawCheck/crashNote(_:number:schedule:)`` writes it).
    static func block(_ text: String) -> UnsafeMutablePointer<CChar> {
        var text = text
        return text.withUTF8 { bytes in
            let block = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            memcpy(block, bytes.baseAddress!, bytes.count)
            return block
        }
    }

    /// The length of a block, its last zero byte included.
    private static func length(of block: UnsafePointer<CChar>) -> Int {
        var end = strlen(block) + 1
        for _ in 0..<2 {
            while block[end] != 0 { end += strlen(block + end) + 1 }
            end += 1
        }
        return end
    }

    /// The signals a trap raises: `SIGILL` and `SIGTRAP` (Swift's traps on x86 and ARM),
    /// `SIGABRT`, and the memory faults.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The handlers the signals had before, to hand each signal back to.
    nonisolated(unsafe) private static var previous = [Handler?](repeating: nil, count: 65)

    /// The last block any check wrote: the fallback for a trap on a thread no law runs.
    nonisolated(unsafe) private static let last = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    private static let capacity = 16384
    private static let writing = Lock()

    /// Whether a trap is being reported.
    private static let handling = Atomic<Bool>(false)

    /// Whether this process was itself started apart: it never starts another.
    private static let startedApart = Apart.current != nil

    /// Installs the handlers, once per process.
    static let installed: Void = {
        memset(last, 0, 3)
        Platform.prepareToShrinkApart()
        for number in signals { previous[Int(number)] = signal(number, handle) }
    }()

    /// Keeps `block` as the last one any check wrote; one too long to keep keeps its note only.
    static func keep(_ block: UnsafePointer<CChar>) {
        let length = length(of: block)
        writing.lock()
        if length <= capacity {
            memcpy(last, block, length)  // not strncpy, which would zero the rest of the buffer every run
        } else {
            let note = min(strlen(block), capacity - 3)
            memcpy(last, block, note)
            memset(last + note, 0, 3)
        }
        writing.unlock()
    }

    /// Writes the note of the case this thread runs, or the last one; shrinks the case apart
    /// when it can; then lets the signal go on.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        // One trap is reported: while it is shrunk apart, the check goes on with its next run,
        // and a second trap on another thread waits here for the process to end.
        guard handling.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else {
            while true { pause() }
        }
        say("\n")
        var block: UnsafePointer<CChar>?
        if let own = Simulation.current?.simulation.crashNote {
            block = UnsafePointer(own)
        } else if last[0] != 0 {
            say("(the process stopped on a thread no law runs; the case any check started last was:)\n")
            block = UnsafePointer(last)
        }
        if let block {
            say(block)
            if !startedApart { Platform.shrinkApart(block) }
        }
        _ = signal(number, previous[Int(number)] ?? nil)
        raise(number)
    }

    /// Writes to standard error with `write` alone: what a signal handler may call.
    static func say(_ text: UnsafePointer<CChar>) { _ = write(2, text, strlen(text)) }
}
