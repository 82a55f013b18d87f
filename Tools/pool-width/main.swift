// `swift run pool-width`: how many blocked jobs run at once on Dispatch's global queue, and how
// many blocked tasks on Swift's cooperative pool (Book/06-async-await-under-the-hood.md).
//
// Each job blocks its thread until every job has started or its patience has run out, and counts
// how many were running at once. Blocking a thread of the cooperative pool is what a task must
// never do; it is done here, once, to show how wide the pool is.
import Dispatch
import Foundation
import Locking

let usage = """
    usage: swift run pool-width
      Blocks eight jobs on Dispatch's global queue, then eight tasks on Swift's cooperative pool,
      and prints how many ran at once on each (about ten seconds). It takes no options.
    """
switch CommandLine.arguments.dropFirst().first {
case nil: break
case "--help", "-h":
    print(usage)
    exit(0)
case let option?:
    FileHandle.standardError.write(Data("pool-width: unknown option \(option)\n\(usage)\n".utf8))
    exit(64)
}

let jobs = 8

/// How many jobs are running now, the most seen at once, and the threads they ran on.
struct Crowd: Sendable {
    var running = 0
    var most = 0
    var threads: Set<UInt> = []
}

/// Runs `jobs` blocking jobs through `start`, and returns the most that ran at once, on how many
/// threads, and how long they all took. Each job waits for all to have started, `patience` at most.
func measure(
    patience: DispatchTimeInterval, _ start: (@escaping @Sendable () -> Void) -> Void
) -> (atOnce: Int, threads: Int, took: Duration) {
    let began = ContinuousClock.now
    let crowd = Locked(Crowd())
    let allStarted = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for _ in 0..<jobs {
        finished.enter()
        start {
            let everyone = crowd.withLock { crowd -> Bool in
                crowd.running += 1
                crowd.most = max(crowd.most, crowd.running)
                crowd.threads.insert(UInt(bitPattern: pthread_self().hashValue))
                return crowd.running == jobs
            }
            if everyone {
                for _ in 0..<jobs { allStarted.signal() }
            }
            _ = allStarted.wait(timeout: .now() + patience)
            crowd.withLock { $0.running -= 1 }
            finished.leave()
        }
    }
    // Every job ends within its patience once it starts; two minutes bound them all.
    _ = finished.wait(timeout: .now() + .seconds(120))
    let took = ContinuousClock.now - began
    return crowd.withLock { ($0.most, $0.threads.count, took) }
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print("active cores: \(cores)")
/// Seconds, to a tenth.
func seconds(_ duration: Duration) -> String {
    String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

// ANCHOR: widths
// Dispatch may add threads while its blocks block, slowly: each block waits up to 20 s for the rest.
let dispatch = measure(patience: .seconds(20)) { job in DispatchQueue.global().async(execute: job) }
print(
    "Dispatch's global queue: \(dispatch.atOnce) of \(jobs) blocked blocks ran at once, "
        + "on \(dispatch.threads) threads (\(seconds(dispatch.took)))")
// The cooperative pool never grows: each task waits a second, and the rest wait their turn.
let tasks = measure(patience: .seconds(1)) { job in Task.detached { job() } }
print(
    "Swift's cooperative pool: \(tasks.atOnce) of \(jobs) blocked tasks ran at once, "
        + "on \(tasks.threads) threads (\(seconds(tasks.took)))")
// ANCHOR_END: widths
