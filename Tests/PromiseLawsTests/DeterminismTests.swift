import Foundation
import PromiseLaws
import Synchronization
import TestSupport
import Testing

/// A law run is a function of its seed: the harness owns the clock and the schedule, so a busy
/// machine changes how long a check takes, never what it reports.
@Suite("a law run is a function of its seed")
struct DeterminismTests {
    /// A race (two producers both settle) and a timing bug (a pure that is 10 ms late), with
    /// what their reports must show beside the race and the time.
    static let cases: [(name: String, shows: String)] = [
        ("a resolve that checks and sets under two lock acquisitions", "race (left side, its last one):"),
        ("a zip that looks at the other half, then fills its own", "race (left side, its last one):"),
        ("a pure that delivers 10 ms later, from another queue", "time:   virtual ms"),
    ]

    @Test(
        "the same seed gives the same report, byte for byte, three times, on a loaded machine", .longCheck,
        arguments: cases.map(\.name))
    func sameSeedSameReport(_ name: String) async throws {
        let broken = try #require(Broken.all.first { $0.design == name })
        let shows = try #require(Self.cases.first { $0.name == name }?.shows)
        let load = Load(threads: 2 * ProcessInfo.processInfo.activeProcessorCount)
        defer { load.stop() }
        var reports: [String] = []
        for _ in 1...3 {
            guard case .failed(let failure) = await broken.check(LawConfig(seed: .fixed(20_261_124))) else {
                Issue.record("\(name) passed its law")
                return
            }
            reports.append(failure.report(replay: "X"))
        }
        #expect(reports[1] == reports[0])
        #expect(reports[2] == reports[0])
        #expect(reports[0].contains(shows), "\(reports[0])")
    }
}

/// Busy threads that keep every core loaded until stopped: a parallel build, as far as the
/// harness can tell. They run at the lowest priority (nice 19 on Linux, the background class on
/// macOS), so that they take every spare cycle without starving the other tests beside this one.
final class Load: Sendable {
    private let running = Atomic(true)

    init(threads: Int) {
        for _ in 0..<threads {
            Thread { [self] in
                #if os(Linux)
                // On Linux, `who` 0 is the calling thread alone (a thread is a task of its own).
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                #else
                // On Darwin `setpriority` with `who` 0 would lower the whole process: the thread's
                // own quality-of-service class is what lowers this thread alone.
                _ = pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0)
                #endif
                var x: UInt64 = 1
                while running.load(ordering: .relaxed) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
                _ = x
            }.start()
        }
    }

    func stop() { running.store(false, ordering: .relaxed) }
}
