import Foundation  // for the C library: Glibc on Linux, Darwin on macOS

/// What the harness does differently on Linux and on macOS, both halves side by side: how a
/// crashed process starts this test program again to shrink its case apart (``Apart``).
///
/// On Linux, `swift test` runs the test product itself, an executable, so the same path with
/// `--testing-library swift-testing --filter <test>` runs one test again. On macOS, `swift test`
/// loads the tests into a helper program (`xctest`, or SwiftPM's `swiftpm-testing-helper` for
/// Swift Testing), and Xcode into its own runner: starting one of those again with one test
/// takes their own arguments, which nothing here has been run with. So on macOS a crash prints
/// its note and replay line and is not shrunk apart, and says so.
package enum Platform {
    #if os(Linux)
    /// A signal action that calls `handler` with the signal's details, on the thread's
    /// alternate stack, with every signal blocked while it runs: one sent meanwhile waits for
    /// it to return (a fault inside it still ends the process: the kernel does not wait).
    static func action(_ handler: @escaping CrashNote.Handler) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO)
        sigfillset(&action.sa_mask)
        return action
    }

    /// Whether a crash is shrunk apart here.
    package static let shrinksApart = true

    /// The arguments that start this test program again with the one test `filter` names.
    package static func testProgram(filter: String) -> [String]? {
        [CommandLine.arguments[0], "--testing-library", "swift-testing", "--filter", filter]
    }

    /// Makes what ``shrinkApart(_:)`` needs, before any signal: a handler must not allocate,
    /// and Swift makes a `static let`, and a generic type's metadata, the first time it is used.
    static func prepareToShrinkApart() {
        _ = Spawn.actions
        "note\0program\0\0LAWS_SAMPLE=1\0\0".withCString { _ = spawnArguments(from: $0) }
    }

    /// What starting a process needs, made before any signal: a handler must not allocate.
    /// Written only by the signal handler, and a second trap while it runs never gets that far
    /// (the handler is reset to the runtime's before the signal is raised again).
    private enum Spawn {
        nonisolated(unsafe) static let actions: UnsafeMutablePointer<posix_spawn_file_actions_t> = {
            let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
            posix_spawn_file_actions_init(actions)
            // The child writes its report to descriptor 3, this process's standard error
            // (``Apart/reportDescriptor``); what the test library prints goes nowhere.
            posix_spawn_file_actions_adddup2(actions, 2, Apart.reportDescriptor)
            posix_spawn_file_actions_addopen(actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(actions, 2, "/dev/null", O_WRONLY, 0)
            return actions
        }()
        nonisolated(unsafe) static let arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
            capacity: 64)
        /// Whether the handler stops this process itself, as soon as the shell has started: where
        /// the shell can see that it has (`/proc`), so that it waits for the stop before it
        /// runs anything, and its `kill -CONT` cannot come first. Elsewhere the shell stops it.
        static let stopsItself = access("/proc/self/status", R_OK) == 0

        /// The shell that runs the shrinking, with this whole process stopped, so that nothing
        /// else in it runs meanwhile; it continues the process when the shrinking ends, however
        /// it ends (a crash of its own included), so that the trap then goes on to the runtime.
        /// Bounded by `timeout` where there is one: a stopped process cannot count the time itself.
        nonisolated(unsafe) static let shell: UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>> = {
            let waitForTheStop =
                "stopped() { while read -r key value rest; do if [ \"$key\" = State: ]; then "
                + "[ \"$value\" = T ] || [ \"$value\" = t ]; return; fi; done < /proc/$PPID/status; return 1; }; "
                + "while [ -r /proc/$PPID/status ] && ! stopped; do :; done; "
            let script =
                (stopsItself ? waitForTheStop : "kill -STOP $PPID; ")
                + "if command -v timeout >/dev/null; then timeout -s KILL 600 \"$@\"; else \"$@\"; fi; "
                + "status=$?; kill -CONT $PPID; exit $status"
            // In C's memory, not an `Array`: a debug build's generic code allocates as it walks one.
            let words = ["/bin/sh", "-c", script, "sh"]
            let shell = UnsafeMutableBufferPointer<UnsafeMutablePointer<CChar>>.allocate(capacity: words.count)
            _ = shell.initialize(from: words.map { strdup($0)! })
            return shell
        }()
        nonisolated(unsafe) static let environment = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
            capacity: 2048)
    }

    /// Starts this test program again to shrink the case apart (``Apart``), with the block's
    /// arguments and this process's environment changed by the block's, through a shell that
    /// runs with this process stopped (``Spawn/shell``), and waits for it, up to ten minutes.
    /// Only what a signal handler may call: no allocation, no lock.
    static func shrinkApart(_ block: UnsafePointer<CChar>) {
        guard spawnArguments(from: block) else { return }
        var child: pid_t = 0
        guard let program = Spawn.arguments[0],
            posix_spawn(&child, program, Spawn.actions, nil, Spawn.arguments, Spawn.environment) == 0
        else { return }
        // The rest of the process has run on since the trap, for as long as starting the shell
        // took (``Spawn/shell`` waits for this stop, and ends it).
        if Spawn.stopsItself { kill(getpid(), SIGSTOP) }
        var status: Int32 = 0
        var tenths = 0
        while tenths < 6000 {  // ten minutes, a tenth of a second at a time
            tenths += 1
            if waitpid(child, &status, WNOHANG) != 0 {
                // Exited with 0: it wrote the report. Anything else: say so.
                if status != 0 { CrashNote.say("  (shrinking it apart stopped before its report)\n") }
                return
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            nanosleep(&pause, nil)
        }
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        CrashNote.say("  (shrinking it apart took more than ten minutes, and was stopped)\n")
    }

    /// Puts the shell's words, then the block's arguments, in ``Spawn/arguments``, and this
    /// process's environment changed by the block's in ``Spawn/environment``.
    ///
    /// - Returns: whether the block holds a program to run.
    /// - Note: Run once with a sample block before any signal (``prepareToShrinkApart()``):
    ///   the first run of generic code makes its type's metadata, on the heap, and a handler
    ///   must not allocate.
    private static func spawnArguments(from block: UnsafePointer<CChar>) -> Bool {
        var at = strlen(block) + 1
        var count = 0
        while count < Spawn.shell.count {
            Spawn.arguments[count] = Spawn.shell[count]
            count += 1
        }
        while block[at] != 0, count < 63 {
            Spawn.arguments[count] = UnsafeMutablePointer(mutating: block + at)
            at += strlen(block + at) + 1
            count += 1
        }
        Spawn.arguments[count] = nil
        guard count > Spawn.shell.count else { return false }
        at += 1
        var variables = 0
        // This process's variables first, but for those the block sets.
        var index = 0
        while let variable = environ[index], variables < 1500 {
            index += 1
            if hasCPrefix(variable, "LAWS_") || hasCPrefix(variable, "SWIFT_BACKTRACE=") { continue }
            Spawn.environment[variables] = variable
            variables += 1
        }
        while block[at] != 0, variables < 2040 {
            Spawn.environment[variables] = UnsafeMutablePointer(mutating: block + at)
            at += strlen(block + at) + 1
            variables += 1
        }
        Spawn.environment[variables] = nil
        return true
    }

    /// Whether the C string `text` begins with `prefix`. A `StaticString`, never a `String`: a
    /// debug build copies a short `String` to the heap to pass it as a C string.
    private static func hasCPrefix(_ text: UnsafePointer<CChar>, _ prefix: StaticString) -> Bool {
        var index = 0
        while index < prefix.utf8CodeUnitCount {
            if UInt8(bitPattern: text[index]) != prefix.utf8Start[index] { return false }
            index += 1
        }
        return true
    }

    #else
    static func action(_ handler: @escaping CrashNote.Handler) -> sigaction {
        var action = sigaction()
        action.__sigaction_u.__sa_sigaction = handler
        action.sa_flags = SA_ONSTACK | SA_SIGINFO
        sigfillset(&action.sa_mask)
        return action
    }

    package static let shrinksApart = false

    package static func testProgram(filter: String) -> [String]? { nil }

    static func prepareToShrinkApart() {}

    /// Says why the case is not shrunk apart, and what runs it again.
    static func shrinkApart(_ block: UnsafePointer<CChar>) {
        CrashNote.say(
            "  (a crash is shrunk apart on Linux only; on macOS the replay line above runs this case again)\n")
    }
    #endif
}
