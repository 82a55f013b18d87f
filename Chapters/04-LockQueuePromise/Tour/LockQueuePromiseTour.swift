import Dispatch
import LockQueuePromise
import Locking
import TourKit

/// Chapter 4's tour, narrated like a playground: a repository call with typed errors over the
/// fixture host, which queue each step ran on, a transport error mapped to the repository's
/// error type with `catch`, a typed error thrown in `then`, and the queues tests want.
/// `main.swift` calls it; the book's tests call it with a captured output.
package enum LockQueuePromiseTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "lock-queue-promise",
        summary:
            "Chapter 4, the lock-queue typed promise: typed errors, queues, and a state guarded by a lock queue.",
        faultTargets: [FaultTarget("users", path: "/users"), FaultTarget("albums", path: "/albums")]
    )

    /// Runs the whole tour.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async {
        QueueLabel.name(DispatchQueue.promiseCallbacks)
        let host = FixtureHost(for: options)
        let states = options.pictures.add(StatePicture(name: "lock-queue-promise-states"))
        states.transition(from: nil, to: "pending", "init(on:work:) runs work, which holds fulfil and reject")
        await repositoryCall(host, narrator, options.pictures, states)
        await errorMapping(host, narrator, states)
        await typedThrows(host, narrator, states)
        states.transition(from: "fulfilled", to: nil)
        states.transition(from: "rejected", to: nil)
        await queues(narrator)
    }
}

/// Dispatch queues that can say which of them is running the caller, by label.
enum QueueLabel {
    private static let label = QueueLocal<String>()

    /// A serial queue that answers to `label`.
    static func queue(_ label: String) -> DispatchQueue {
        name(DispatchQueue(label: label))
    }

    /// Lets `queue` answer to its own label.
    @discardableResult
    static func name(_ queue: DispatchQueue) -> DispatchQueue {
        label.set(queue.label, on: queue)
        return queue
    }

    /// The label of the queue running the caller, for queues named here.
    static var current: String {
        label.current ?? "a queue that is not ours"
    }
}

/// What ran where, in order: each step records itself with the queue it ran on.
final class Trace: Sendable {
    private let lines = Locked<[String]>([])
    /// The picture being drawn, and the lane of the last step drawn in it.
    private let drawing = Locked<(picture: SequencePicture, lane: String)?>(nil)

    /// Records `step` and the queue running it.
    func record(_ step: String) {
        let queue = QueueLabel.current
        lines.withLock { $0.append("\(step) on \(queue)") }
        draw(step, on: queue)
    }

    /// Draws every step from now on into `picture` as an arrow from the last step's lane to its
    /// own queue's, starting from `lane`, with the host's requests and answers between them;
    /// `nil` stops drawing.
    func draw(into picture: SequencePicture?, from lane: String = "", host: FixtureHost) {
        drawing.withLock { $0 = picture.map { ($0, lane) } }
        guard picture != nil else { return host.watch { _ in } }
        host.watch { [self] event in
            switch event {
            case .request(let path): draw("GET \(path)", on: "fixture host")
            case .answer(_, let status): draw("answers \(status)", on: "fixture host")
            }
        }
    }

    /// Draws one step, on `lane`.
    func draw(_ step: String, on lane: String) {
        drawing.withLock { drawing in
            guard let (picture, last) = drawing else { return }
            picture.message(last, lane, step)
            drawing = (picture, lane)
        }
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
        await firstCall(of: "the promise") { resume in
            observe(on: queue, fulfilled: { resume(.success($0)) }, rejected: { resume(.failure($0)) })
        }
    }
}
// ANCHOR_END: outcome
