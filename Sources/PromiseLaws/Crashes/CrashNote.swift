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
package enum CrashNote {
    /// A signal's handler as `sigaction` takes it with `SA_SIGINFO`.
    typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

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
    /// `SIGABRT`, and the memory faults. In C's memory, not an `Array`: a debug build's
    /// generic code allocates as it walks an array, and the handler walks this one.
    nonisolated(unsafe) private static let signals: UnsafeMutableBufferPointer<Int32> = {
        let trapSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
        let signals = UnsafeMutableBufferPointer<Int32>.allocate(capacity: trapSignals.count)
        _ = signals.initialize(from: trapSignals)
        return signals
    }()

    /// The actions the signals had before (the runtime's backtracer's, with its flags), to
    /// hand each signal back to exactly as it was. Made when the handler is installed: the
    /// handler allocates nothing.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// The last block any check wrote: the fallback for a trap on a thread no law runs.
    nonisolated(unsafe) private static let last = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    private static let capacity = 16384
    private static let writing = Lock()

    /// Whether a trap is being reported.
    static let handling = Atomic<Bool>(false)

    /// Whether a trap is being reported, for a test that traps again meanwhile.
    package static var isReporting: Bool { handling.load(ordering: .relaxed) }

    /// Whether this process was itself started apart: it never starts another.
    private static let startedApart = Apart.current != nil

    /// Installs the handlers, once per process: with `sigaction`, on the alternate signal
    /// stack of the thread that traps, so that a stack overflow is reported too. Everything
    /// the handler reads is made here, before any signal: a trap inside `malloc` (a double free)
    /// holds the heap's lock, and a handler that allocated would wait for it for ever.
    static let installed: Void = {
        memset(last, 0, 3)
        _ = handling.load(ordering: .relaxed)
        _ = startedApart
        _ = Simulation.current
        Platform.prepareToShrinkApart()
        addAlternateStack()
        // The engine's threads: each gets an alternate stack before its work.
        ThreadHooks.workerStarted = { addAlternateStack() }
        ThreadHooks.queueJobStarted = { keepAlternateStack() }
        ThreadHooks.aroundThread = { body in withAlternateStack(body) }
        var action = Platform.action(handle)
        var index = 0
        while index < signals.count {
            sigaction(signals[index], &action, previous + Int(signals[index]))
            index += 1
        }
    }()

    /// Gives this thread an alternate signal stack, if it has none, for as long as it lives: a
    /// thread that overflows its stack can run the handler only on another one. Called by every
    /// thread the harness keeps (``Workers``), before its work.
    ///
    /// - Returns: the stack, if this call gave one, for ``removeAlternateStack(_:)``.
    @discardableResult
    static func addAlternateStack() -> UnsafeMutableRawPointer? {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, Int(current.ss_flags) & Int(SS_DISABLE) != 0 else { return nil }
        var stack = stack_t()
        stack.ss_size = alternateStackSize
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            stack.ss_sp.deallocate()
            return nil
        }
        return stack.ss_sp
    }

    /// Gives this thread an alternate signal stack for as long as it lives, if it has none: for
    /// the threads Dispatch lends the harness's queues (``LawQueue``), which come and go. The
    /// stack is let go when the thread ends.
    static func keepAlternateStack() {
        guard kept.value == nil else { return }
        kept.value = KeptStack(addAlternateStack())
    }

    /// The alternate stack ``keepAlternateStack()`` gave this thread, or none if it had one.
    private static let kept = ThreadLocal<KeptStack>()

    private final class KeptStack {
        let given: UnsafeMutableRawPointer?
        init(_ given: UnsafeMutableRawPointer?) { self.given = given }
        /// Runs as the thread ends: the stack is no longer the thread's before it is freed.
        deinit {
            guard let given else { return }
            var off = stack_t()
            off.ss_flags = Int32(SS_DISABLE)
            sigaltstack(&off, nil)
            given.deallocate()
        }
    }

    /// Runs `body` with an alternate signal stack, on a thread the harness starts for it alone.
    static func withAlternateStack(_ body: () -> Void) {
        let given = addAlternateStack()
        body()
        guard let given else { return }
        var off = stack_t()
        off.ss_flags = Int32(SS_DISABLE)
        sigaltstack(&off, nil)
        given.deallocate()
    }

    /// Enough for the handler and `posix_spawn`, with room for the dynamic linker's first calls.
    private static let alternateStackSize = 128 * 1024

    /// `text` as a block (``block(_:)``), kept as the last one written (``keep(_:)``): what a side's
    /// simulation carries for the handler to read.
    static func kept(_ text: String) -> UnsafeMutablePointer<CChar> {
        let made = block(text)
        keep(made)
        return made
    }

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
    /// when it can; then puts the signal's previous action back and lets the signal go on.
    private static let handle: Handler = { number, info, _ in
        // One trap is reported. Every signal is blocked while the handler runs (``Platform``'s
        // action), so nothing sent meanwhile interrupts it; a trap on another thread waits here,
        // every signal blocked, for the first to end the process.
        guard handling.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else {
            while true { pause() }
        }
        say("\n")
        var block: UnsafePointer<CChar>?
        if let own = Simulation.current?.simulation.note {
            block = UnsafePointer(own)
        } else if last[0] != 0 {
            say("(the process stopped on a thread no law runs; the case any check started last was:)\n")
            block = UnsafePointer(last)
        }
        if let block {
            say(note: block)
            if !startedApart { Platform.shrinkApart(block) }
        }
        // Every signal's previous action back, not only this one's: a signal sent while the
        // handler ran is waiting, and goes there when the handler returns.
        var index = 0
        while index < signals.count {
            sigaction(signals[index], previous + Int(signals[index]), nil)
            index += 1
        }
        // A fault the processor raised comes again when the handler returns, at the same
        // instruction, now to the previous action, with its own address; a signal sent (by
        // `abort`, `raise` or `kill`) and a breakpoint, which returns past itself, are sent again.
        if number == SIGTRAP || !fromTheKernel(info) { raise(number) }
    }

    /// Whether the kernel raised the signal for a fault: `si_code` is then a small positive
    /// number on Linux and macOS alike (`SEGV_MAPERR`, `ILL_ILLOPN`); a signal sent by a process
    /// has zero or less on Linux, and `SI_USER` (0x10001) or more on macOS.
    private static func fromTheKernel(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
        guard let code = info?.pointee.si_code else { return false }
        return code > 0 && code < 0x10000
    }

    /// Writes `text` to standard error with `write` alone: what a signal handler may call. A
    /// `StaticString`, never a `String`: a debug build copies a short `String` to the heap to
    /// pass it as a C string, and a handler must not allocate.
    static func say(_ text: StaticString) { _ = write(2, text.utf8Start, text.utf8CodeUnitCount) }

    /// Writes a note made before the signal (``block(_:)``) to standard error, up to its first zero byte.
    static func say(note: UnsafePointer<CChar>) { _ = write(2, note, strlen(note)) }
}
