import Dispatch
import LockQueuePromise
import Synchronization
import Workshop

/// Chapter 4's tour, narrated like a playground: a repository call with typed errors over the
/// fixture host, which queue each step ran on, a transport error mapped to the repository's
/// error type with `catch`, a typed error thrown in `then`, and the queues tests want.
/// `main.swift` calls it; the book's tests call it with a captured output.
public enum LockQueuePromiseTour {
    /// The tour's name, summary and options.
    public static let command = TourCommand(
        name: "lock-queue-promise",
        summary: "Chapter 4, the lock-queue typed promise: typed errors, queues, and a state guarded by a serial queue."
    )

    /// Runs the whole tour.
    public static func run(_ options: TourOptions, _ narrator: Narrator) async {
        QueueLabel.name(DispatchQueue.promiseCallbacks)
        let host = FixtureHost(pace: options.pace)
        await repositoryCall(host, narrator)
        await errorMapping(host, narrator)
        await typedThrows(host, narrator)
        await queues(narrator)
    }
}

/// Dispatch queues that can say which of them is running the caller, by label.
enum QueueLabel {
    private static let key = DispatchSpecificKey<String>()

    /// A serial queue that answers to `label`.
    static func queue(_ label: String) -> DispatchQueue {
        name(DispatchQueue(label: label))
    }

    /// Lets `queue` answer to its own label.
    @discardableResult
    static func name(_ queue: DispatchQueue) -> DispatchQueue {
        queue.setSpecific(key: key, value: queue.label)
        return queue
    }

    /// The label of the queue running the caller, for queues named here.
    static var current: String {
        DispatchQueue.getSpecific(key: key) ?? "a queue that is not ours"
    }
}

/// What ran where, in order: each step records itself with the queue it ran on.
final class Trace: Sendable {
    private let lines = Mutex<[String]>([])

    /// Records `step` and the queue running it.
    func record(_ step: String) {
        let line = "\(step) on \(QueueLabel.current)"
        lines.withLock { $0.append(line) }
    }

    /// Records `step` alone, for work whose queue is the caller's own (a manual queue's).
    func note(_ step: String) {
        lines.withLock { $0.append(step) }
    }

    /// Everything recorded, and starts afresh.
    func take() -> String {
        lines.withLock { lines in
            defer { lines = [] }
            return lines.joined(separator: "\n")
        }
    }
}

/// Waits for the outcome, observed on `queue`: the bridge from a promise to `await`.
// ANCHOR: outcome
extension Promise {
    func outcome(on queue: any Queue) async -> Result<T, E> {
        await withCheckedContinuation { continuation in
            observe(
                on: queue,
                fulfilled: { continuation.resume(returning: .success($0)) },
                rejected: { continuation.resume(returning: .failure($0)) })
        }
    }
}
// ANCHOR_END: outcome
