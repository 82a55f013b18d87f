import AsyncBridges
import Foundation
import Locking
import ObserverFuture
import TourKit

extension AsyncAwaitTour {
    static func cancellation(_ host: FixtureHost, _ narrator: Narrator) async {
        narrator.section("Cancelled in the middle of a fetch")

        narrator.step("three awaits in a row; the task is cancelled once the first answer is in")
        host.resetCounts()
        // ANCHOR: cancel-mid-fetch
        let handle = TaskHandle()
        var source = AsyncDataSource(session: host.session, rounds: RequestRounds())
        source.answered = { handle.cancel() }  // the user taps Cancel as the first answer lands
        let fetch = Task { [source] in
            await handle.ready.value
            return try await source.usersWithMergedData()
        }
        handle.hold(fetch)
        // ANCHOR_END: cancel-mid-fetch
        let outcome = await fetch.result
        narrator.result("\(describeOutcome(outcome)); requests: \(host.requestCount) of 3")

        narrator.step("a pending chapter 3 promise awaited by a task that is cancelled at once")
        host.resetCounts()
        // ANCHOR: cancel-waiter
        let users = ObserverFuture.Promise<[User]>()  // pending until the request below answers
        let waiter = Task { try await users.value }
        waiter.cancel()
        // ANCHOR_END: cancel-waiter
        narrator.result("the waiting task: \(describeOutcome(await waiter.result))")
        // Only now is the request sent, so the promise is surely pending while the task waits.
        RESTClient(session: host.session).get([User].self, atURL: Fixtures.usersURL).observe { users.resolve($0) }
        let later = try? await users.value
        narrator.result(
            "the promise was not told: it still resolves with \(later?.count ?? 0) users; requests: \(host.requestCount)"
        )
    }

    static func describeOutcome<T>(_ outcome: Result<T, any Error>) -> String {
        switch outcome {
        case .success: "it finished"
        case .failure(let error as CancellationError): "it threw \(type(of: error))"
        case .failure(let error): "it failed: \(readable(error))"
        }
    }
}

/// The fetch's task, for the closure that cancels it; the task waits for `ready` before it
/// sends anything, so the handle is always filled in before it is needed.
final class TaskHandle: Sendable {
    let ready = Settlement<Void, Never>()
    private let task = Locked<Task<[UserWithAlbums], any Error>?>(nil)

    func hold(_ task: Task<[UserWithAlbums], any Error>) {
        self.task.withLock { $0 = task }
        ready.resolve(.success(()))
    }

    func cancel() { task.withLock { $0?.cancel() } }
}
