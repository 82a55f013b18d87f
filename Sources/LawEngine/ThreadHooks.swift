import Locking

/// What the code above the engine asks to run on the threads the engine uses, set before any law
/// runs. The engine knows nothing more of it: the harness's crash handling sets both, to give each
/// thread an alternate signal stack (Sources/PromiseLaws/Crashes).
package enum ThreadHooks {
    private struct Hooks {
        var workerStarted: (@Sendable () -> Void)?
        var queueJobStarted: (@Sendable () -> Void)?
        var aroundThread: (@Sendable (() -> Void) -> Void)?
    }

    private static let hooks = Locked(Hooks(), schedulePoints: false)

    /// Runs first on every thread the engine starts (``Workers``), before its first job.
    package static var workerStarted: (@Sendable () -> Void)? {
        get { hooks.withLock { $0.workerStarted } }
        set { hooks.withLock { $0.workerStarted = newValue } }
    }

    /// Runs first in every job Dispatch runs for a harness queue (``LawQueue``), on the thread it
    /// lends, off any simulation's clock.
    package static var queueJobStarted: (@Sendable () -> Void)? {
        get { hooks.withLock { $0.queueJobStarted } }
        set { hooks.withLock { $0.queueJobStarted = newValue } }
    }

    /// Runs around the whole body of a thread a side starts for a law (``run(asThread:)``).
    package static var aroundThread: (@Sendable (() -> Void) -> Void)? {
        get { hooks.withLock { $0.aroundThread } }
        set { hooks.withLock { $0.aroundThread = newValue } }
    }

    /// Runs `body` as the whole work of a thread started for a law, inside ``aroundThread``.
    package static func run(asThread body: () -> Void) {
        if let around = aroundThread { around(body) } else { body() }
    }
}
