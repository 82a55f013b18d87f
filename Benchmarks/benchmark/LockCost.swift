import BenchmarkReport
import Dispatch
import Locking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the schedule points cost a program that runs no law: the project's `Lock` (Sources/
/// Locking), which passes a point before it takes its mutex and one after it gives it back,
/// against the bare pthread mutex inside it. `swift run -c release benchmark --lock-cost`.
enum LockCost {
    /// Lock and unlock pairs per sample.
    static let pairs = 2_000_000

    /// Interleaved rounds of both, the median of each, and the difference per pair.
    static func run(rounds: Int) -> [String] {
        let bare = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(bare, nil)
        let lock = Lock()
        defer {
            pthread_mutex_destroy(bare)
            bare.deallocate()
            lock.destroy()
        }
        var counter = 0
        var bareTimes: [Double] = []
        var lockTimes: [Double] = []
        let measureBare = {
            bareTimes.append(
                time {
                    for _ in 0..<pairs {
                        pthread_mutex_lock(bare)
                        counter &+= 1
                        pthread_mutex_unlock(bare)
                    }
                })
        }
        let measureLock = {
            lockTimes.append(
                time {
                    for _ in 0..<pairs {
                        lock.lock()
                        counter &+= 1
                        lock.unlock()
                    }
                })
        }
        // Each round in the other order too, so that neither always runs first (a warmer cache,
        // a frequency step) and looks faster for it.
        for round in 0..<rounds {
            if round.isMultiple(of: 2) {
                measureBare()
                measureLock()
            } else {
                measureLock()
                measureBare()
            }
        }
        precondition(counter == 2 * rounds * pairs, "a lock lost a count")
        let (b, l) = (median(bareTimes) ?? 0, median(lockTimes) ?? 0)
        return [
            "lock and unlock, \(pairs) pairs a sample, median of \(rounds) interleaved rounds:",
            "  pthread mutex alone:                  \(format(b)) ns a pair",
            "  Lock (with its two schedule points):  \(format(l)) ns a pair",
            "  the points, when no schedule runs:    \(format(l - b)) ns a pair (\(format(100 * (l - b) / b)) %)",
        ]
    }

    /// Nanoseconds per pair for one sample of `work`.
    private static func time(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(pairs)
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }
}
