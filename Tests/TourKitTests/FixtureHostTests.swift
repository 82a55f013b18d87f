import Foundation
import PromiseLaws
import Testing
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("FixtureHost bookkeeping and isolation")
struct FixtureHostTests {
    @Test("the request count and URL log follow the requests in order")
    func countAndLog() async throws {
        let host = quickHost()
        #expect(host.requestCount == 0)
        let urls = [Fixtures.usersURL, Fixtures.albumsURL(userId: 3), Fixtures.lookupURL(id: 1), Fixtures.usersURL]
        for url in urls { _ = try await fetch(url, from: host) }
        #expect(host.requestCount == 4)
        #expect(host.requestedURLs == urls)
        #expect(host.requestCount(forPath: "/users") == 2)
        #expect(host.requestCount(forPath: "/albums") == 1)
        #expect(host.requestCount(forPath: "/photos") == 0)
    }

    @Test("faulted and missing requests are counted too")
    func faultsCount() async throws {
        let host = quickHost()
        host.inject(.timeout, times: 1)
        _ = try await fetch(Fixtures.usersURL, from: host)
        _ = try await fetch(URL(string: "https://nowhere.test/")!, from: host)
        #expect(host.requestCount == 2)
    }

    @Test("resetting forgets counts and the log but keeps faults")
    func reset() async throws {
        let host = quickHost()
        host.inject(.status(500))
        _ = try await fetch(Fixtures.usersURL, from: host)
        host.resetCounts()
        #expect(host.requestCount == 0)
        #expect(host.requestedURLs.isEmpty)
        #expect(try await fetch(Fixtures.usersURL, from: host).status == 500)
    }

    @Test("two hosts used in parallel never share counts or faults")
    func isolation() async throws {
        let faulty = quickHost()
        let healthy = quickHost()
        faulty.inject(.status(500))
        let statuses = try await withThrowingTaskGroup(of: (Bool, Int?).self) { group in
            for index in 0..<20 {
                let isFaulty = index % 2 == 0
                group.addTask {
                    (
                        isFaulty,
                        try await fetch(Fixtures.userURL(id: index % 10 + 1), from: isFaulty ? faulty : healthy).status
                    )
                }
            }
            return try await group.reduce(into: [(Bool, Int?)]()) { $0.append($1) }
        }
        #expect(statuses.filter(\.0).allSatisfy { $0.1 == 500 })
        #expect(statuses.filter { !$0.0 }.allSatisfy { $0.1 == 200 })
        #expect(faulty.requestCount == 10)
        #expect(healthy.requestCount == 10)
        #expect(Set(faulty.requestedURLs) == Set([1, 3, 5, 7, 9].map(Fixtures.userURL(id:))))
        #expect(Set(healthy.requestedURLs) == Set([2, 4, 6, 8, 10].map(Fixtures.userURL(id:))))
    }

    @Test("parallel requests overlap at the host; sequential ones never do")
    func peakConcurrency() async throws {
        // A long delay at the normal pace makes the overlap certain without asserting any time.
        let parallel = FixtureHost(delay: .seconds(1), pace: .normal)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 1...3 {
                group.addTask { _ = try await fetch(Fixtures.userURL(id: id), from: parallel) }
            }
            try await group.waitForAll()
        }
        #expect(parallel.peakConcurrentRequests == 3)

        let sequential = quickHost()
        for id in 1...3 { _ = try await fetch(Fixtures.userURL(id: id), from: sequential) }
        #expect(sequential.peakConcurrentRequests == 1)
    }

    @Test("a cancelled request fails with URLError.cancelled, and its answer never arrives later")
    func cancellation() async throws {
        let host = FixtureHost(delay: .milliseconds(20), pace: .normal)
        for _ in 1...10 {
            let cancelled = try await fetch(Fixtures.usersURL, from: host, cancelImmediately: true)
            #expect(cancelled.error?.code == .cancelled)
            // The host answers in order on one serial queue, so once this later request is answered the
            // cancelled one's delay is over too: an answer delivered to the cancelled task would crash corelibs.
            #expect(try await fetch(Fixtures.usersURL, from: host).status == 200)
        }
    }

    @Test("cancelling while answers are being delivered never crashes or answers twice")
    func cancellationRace() async throws {
        let host = quickHost()
        let outcomes = try await withThrowingTaskGroup(of: Fetched.self) { group in
            for index in 0..<60 {
                group.addTask {
                    try await fetch(Fixtures.userURL(id: index % 10 + 1), from: host, cancelImmediately: index % 2 == 0)
                }
            }
            return try await group.reduce(into: [Fetched]()) { $0.append($1) }
        }
        #expect(outcomes.count == 60)
        #expect(outcomes.allSatisfy { $0.status == 200 || $0.error?.code == .cancelled })
    }

    @Test("a session that outlives its host fails with cannotConnectToHost")
    func orphanedSession() async throws {
        let session = FixtureHost(delay: .zero).session
        let error: URLError? = try await waitForCallback { done in
            session.dataTask(with: Fixtures.usersURL) { _, _, error in done(error as? URLError) }.resume()
        }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test("--fast divides the configured delay by 25")
    func pacedDelay() {
        let fast = FixtureHost(delay: .seconds(1), pace: .fast)
        #expect(fast.delay == .seconds(1))
        #expect(fast.pacedDelay == .milliseconds(40))
        let normal = FixtureHost(pace: .normal)
        #expect(normal.pacedDelay == FixtureHost.defaultDelay)
    }

    @Test("a session made from the host's configuration reaches the same host")
    func ownConfiguration() async throws {
        let host = quickHost()
        let session = URLSession(configuration: host.makeConfiguration())
        let status: Int? = try await waitForCallback { done in
            session.dataTask(with: Fixtures.usersURL) { _, response, _ in
                done((response as? HTTPURLResponse)?.statusCode)
            }.resume()
        }
        #expect(status == 200)
        #expect(host.requestCount == 1)
    }
}
