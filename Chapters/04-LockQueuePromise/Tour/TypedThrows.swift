import Dispatch
import LockQueuePromise
import TourKit

extension LockQueuePromiseTour {
    static func typedThrows(_ host: FixtureHost, _ narrator: Narrator, _ states: StatePicture) async {
        narrator.section("A typed error thrown in then")
        let trace = Trace()
        let repository = UserRepository(transport: Transport(session: host.session, trace: trace), trace: trace)
        let screen = QueueLabel.queue("tour.screen")

        host.inject(.malformedBody, onPath: "/users/3", times: 1)
        narrator.step("repository.user(id: 3), and the body arrives cut in half")
        narrator.result(
            describe(await repository.user(id: 3).outcome(on: screen), drawing: states) { "fulfilled: \($0.name)" })
        narrator.say(indented(trace.take()))
        narrator.say(
            """
              The decoding closure is (Data) throws(RepositoryError) -> User. It threw .unreadable,
              and the promise was rejected with exactly that: no cast, no crash. A closure there
              that threw a TransportError would not compile.
            """)
    }
}
