import BenchmarkReport
import Dispatch
import LockQueuePromise
import Locking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the schedule points cost a program that runs no law: the project's `Lock` (Sources/
/// Locking), which passes a point before it takes its mutex and one after it gives it back,
/// against the bare pthread mutex inside it; and chapter 4's lock queue on that lock against the
/// post's on a `DispatchQueue`. `swift run -c release benchmark --lock-cost`.
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
        ] + lockQueues(rounds: rounds)
    }

    /// Chapter 4's two lock queues, the post's on a `DispatchQueue` and the chapter's on a
    /// checked `Lock`: what one costs to make and free, and what a `sync` of a block that counts costs.
    private static func lockQueues(rounds: Int) -> [String] {
        let count = pairs / 10
        var made: (post: [Double], lock: [Double]) = ([], [])
        var synced: (post: [Double], lock: [Double]) = ([], [])
        let post = DispatchLockQueue()
        let lock = LockQueue()
        defer { lock.destroy() }
        var counter = 0
        for round in 0..<rounds {
            let measures: [() -> Void] = [
                { made.post.append(time(count) { for _ in 0..<count { blackHole(DispatchLockQueue()) } }) },
                {
                    made.lock.append(
                        time(count) {
                            for _ in 0..<count {
                                let queue = LockQueue()
                                blackHole(queue)
                                queue.destroy()
                            }
                        })
                },
                { synced.post.append(time(count) { for _ in 0..<count { post.sync { counter &+= 1 } } }) },
                { synced.lock.append(time(count) { for _ in 0..<count { lock.sync { counter &+= 1 } } }) },
            ]
            for measure in round.isMultiple(of: 2) ? measures : measures.reversed() { measure() }
        }
        precondition(counter == 2 * rounds * count, "a lock queue lost a count")
        let medians = [made.post, made.lock, synced.post, synced.lock].map { median($0) ?? 0 }
        return [
            "chapter 4's lock queues, \(count) a sample, median of \(rounds) interleaved rounds:",
            "  made and freed, the post's (a DispatchQueue):  \(format(medians[0])) ns",
            "  made and freed, the chapter's (a Lock):        \(format(medians[1])) ns",
            "  a sync, the post's:                            \(format(medians[2])) ns",
            "  a sync, the chapter's:                         \(format(medians[3])) ns",
        ]
    }

    /// Keeps `value` alive until here, so that making it is not optimised away.
    @inline(never) private static func blackHole<Value>(_ value: Value) {
        withExtendedLifetime(value) {}
    }

    /// Nanoseconds per one of `count` for one sample of `work` (a pair, by default).
    private static func time(_ count: Int = pairs, _ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(rounded)
    }
}
