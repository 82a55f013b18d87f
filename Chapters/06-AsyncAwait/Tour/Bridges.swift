import AsyncBridges
import Foundation
import LazyPromise
import LockQueuePromise
import Locking
import ObserverFuture
import ResultPromise
import TourKit

extension AsyncAwaitTour {
    /// Why the tour's typed promises fail.
    enum TourError: Error { case notFound(id: Int) }

    static func bridges(_ host: FixtureHost, _ narrator: Narrator) async throws {
        narrator.section("Every design, awaited")

        narrator.step("chapter 1: await a lazy promise's value; each await executes it again")
        let runs = Locked(0)
        let lazy = LazyPromise.Promise<Int> { done in
            runs.withLock { $0 += 1 }
            done(21)
        }
        .then { $0 * 2 }
        narrator.result(
            "await lazy.value → \(await lazy.value), then \(await lazy.value); the task ran \(runs.withLock { $0 }) times"
        )

        narrator.step("chapter 2: a Result promise's failure is thrown, with its own type")
        // ANCHOR: typed-catch
        let missing = ResultPromise.Promise<Int, TourError>(error: .notFound(id: 7))
        do {
            _ = try await missing.value
        } catch {
            narrator.result("caught \(error), typed as \(type(of: error)), no cast needed")
        }
        // ANCHOR_END: typed-catch

        narrator.step("chapter 3: await a request made with the observer-array future")
        host.resetCounts()
        let users = RESTClient(session: host.session).get([User].self, atURL: Fixtures.usersURL)
        do {
            narrator.result(
                "try await users.value → \(try await users.value.count) users; requests: \(host.requestCount)")
        } catch {
            narrator.result("try await users.value threw: \(describe(error)); requests: \(host.requestCount)")
        }

        narrator.step("chapter 3, the other way: a promise made from an async operation")
        // ANCHOR: promise-from-task
        let first = ObserverFuture.Promise(task: {
            let (data, _) = try await host.session.answer(from: Fixtures.userURL(id: 1))
            return try JSONDecoder().decode(User.self, from: data)
        })
        // ANCHOR_END: promise-from-task
        do {
            narrator.result("first.map(\\.name) → \(try await first.map(\.name).value)")
        } catch {
            narrator.result("first.map(\\.name) threw: \(describe(error))")
        }

        narrator.step("chapters 4 and 5: typed throws(E) all the way, from a Task and back")
        let user = LockQueuePromise.Promise<Int, TourError>(task: { () async throws(TourError) -> Int in
            throw .notFound(id: 11)
        })
        .then(on: ImmediateQueue()) { $0 + 1 }
        do throws(TourError) {
            _ = try await user.value
        } catch .notFound(let id) {
            narrator.result("catch .notFound(let id) → id \(id): the error kept its type through then")
        }
    }
}
