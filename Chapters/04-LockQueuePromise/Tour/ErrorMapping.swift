import Dispatch
import LockQueuePromise
import TourKit

extension LockQueuePromiseTour {
    static func errorMapping(_ host: FixtureHost, _ narrator: Narrator, _ states: StatePicture) async {
        narrator.section("A transport error mapped with catch")
        let trace = Trace()
        let repository = UserRepository(transport: Transport(session: host.session, trace: trace), trace: trace)
        let screen = QueueLabel.queue("tour.screen")

        narrator.step("repository.user(id: 11): there is no user 11, and the host answers HTTP 404")
        narrator.result(
            describe(await repository.user(id: 11).outcome(on: screen), drawing: states) { "fulfilled: \($0.name)" })
        narrator.say(indented(trace.take()))

        host.inject(.droppedConnection, onPath: "/users/2", times: 1)
        narrator.step("repository.user(id: 2), and the connection drops")
        narrator.result(
            describe(await repository.user(id: 2).outcome(on: screen), drawing: states) { "fulfilled: \($0.name)" })
        narrator.say(indented(trace.take()))
        narrator.say("  In both, the then that decodes never ran: a rejection skips it.")
    }
}
