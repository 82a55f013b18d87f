import Foundation
import Locking

/// Counts rounds of waiting without a clock, for the tours that compare a chain of requests with
/// requests sent together.
///
/// A request's round is one more than the latest round whose answer was taken, before it was
/// sent, on the same task (or, outside any task, the same thread). Code that sends a request
/// because an answer came runs where the answer was taken: a callback on the thread that
/// delivered it, the next line of an `async` function in the same task. So requests sent one
/// after another take a round each, and requests sent together share one, whatever the load on
/// the machine: nothing here depends on when an answer arrives. Each round waits one fixture
/// delay, so the rounds say how the elapsed times compare, and print the same on every run.
///
/// - Note: A child task starts counting from none. Code that builds several promises before any
///   answer may come, and chains on them, builds them inside ``FixtureHost/holdingAnswers(_:)``,
///   so that no chained callback can run on the building thread.
package final class RequestRounds: Sendable {
    private let state = Locked(State())
    /// Where each request is drawn as a bar over its round, if anywhere.
    private let picture: (chart: GanttPicture, section: String)?

    private struct State {
        var sent = 0
        var latest = 0
        /// The latest round whose answer each task or thread has taken.
        var taken: [Int: Int] = [:]
    }

    /// Rounds counted from none; each request is drawn in `section` of `chart`, if given.
    package init(drawingIn chart: GanttPicture? = nil, section: String = "") {
        picture = chart.map { ($0, section) }
    }

    /// Notes a request for `path` being sent; returns its round.
    package func send(_ path: String = "") -> Int {
        let context = Self.context
        let round = state.withLock { state in
            let round = state.taken[context, default: 0] + 1
            state.sent += 1
            state.latest = max(state.latest, round)
            return round
        }
        picture?.chart.bar(picture?.section ?? "", "GET \(path)", from: round - 1, to: round)
        return round
    }

    /// Notes that the answer to the request of `round` has been taken here.
    package func finish(_ round: Int) {
        let context = Self.context
        state.withLock { $0.taken[context] = max($0.taken[context, default: 0], round) }
    }

    /// Requests sent so far.
    package var sent: Int { state.withLock { $0.sent } }

    /// Rounds waited so far.
    package var count: Int { state.withLock { $0.latest } }

    /// The running task, or outside any task the running thread, as a number.
    private static var context: Int {
        withUnsafeCurrentTask { $0?.hashValue } ?? ObjectIdentifier(Thread.current).hashValue
    }
}
