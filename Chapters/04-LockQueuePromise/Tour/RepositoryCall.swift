import Dispatch
import LockQueuePromise
import TourKit

extension LockQueuePromiseTour {
    static func repositoryCall(_ host: FixtureHost, _ narrator: Narrator, _ pictures: Pictures, _ states: StatePicture)
        async
    {
        narrator.section("A repository call with typed errors")
        let trace = Trace()
        let repository = UserRepository(transport: Transport(session: host.session, trace: trace), trace: trace)
        let screen = QueueLabel.queue("tour.screen")

        narrator.step("repository.user(id: 1), shown on tour.screen")
        let lanes = ["tour", "transport.work", "fixture host", "repository.parsing", "tour.screen"]
        trace.draw(
            into: pictures.add(SequencePicture(name: "lock-queue-promise-queues", participants: lanes)),
            from: "tour", host: host)
        // ANCHOR: call
        let user = await repository.user(id: 1)
            .then(on: screen) { user in
                trace.record("then: show \(user.name)")
                return user
            }
            .outcome(on: ImmediateQueue())
        // ANCHOR_END: call
        trace.draw(describe(user) { "fulfilled: \($0.name)" }, on: "tour")
        trace.draw(into: nil, host: host)
        narrator.result(describe(user, drawing: states) { "fulfilled: \($0.name)" })
        narrator.say(indented(trace.take()))

        narrator.step("the user, then their albums: map continues with the next request")
        // ANCHOR: chain
        let albums = repository.user(id: 1)
            .map(on: repository.parsing, { user in repository.albums(of: user) }, { $0 })
        // ANCHOR_END: chain
        narrator.result(describe(await albums.outcome(on: screen), drawing: states) { "fulfilled: \($0.count) albums" })
        narrator.say(indented(trace.take()))
        narrator.result("requests so far: \(host.requestCount)")
    }

    /// `fulfilled: …` or `rejected: …`, in words that read the same on every platform.
    /// `fulfilled: …` or `rejected: RepositoryError.…`; drawn in `states` as the move it made.
    static func describe<T>(
        _ outcome: Result<T, RepositoryError>, drawing states: StatePicture? = nil, _ value: (T) -> String
    ) -> String {
        switch outcome {
        case .success(let result):
            states?.transition(from: "pending", to: "fulfilled", "fulfill(value)")
            return value(result)
        case .failure(let error):
            states?.transition(from: "pending", to: "rejected", "reject(.\(error))")
            return "rejected: RepositoryError.\(error)"
        }
    }

    /// The trace under a result, indented to sit beneath it.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    }
}
