import Dispatch
import LazyPromise
import PromiseLaws
import Testing

/// A view whose animations finish later, on another thread, as UIKit's do: each one logs when
/// it starts and when it ends, so the tests can see whether a chain waits for each animation.
struct LoggingView: Animatable {
    let log: Collected<String>

    func animate(
        duration: Double, changes: @escaping @Sendable (LoggingView) -> Void, completion: @escaping @Sendable () -> Void
    ) {
        log.append("start \(duration)")
        changes(self)
        DispatchQueue.global().async {
            log.append("end \(duration)")
            completion()
        }
    }
}

@Suite("animations as promises")
struct AnimationTests {
    @Test("chained animations run one after another, and the chain delivers after the last")
    func chainedAnimationsWait() async {
        let log = Collected<String>()
        let view = LoggingView(log: log)
        let chain = view.animate(duration: 1) { _ in }.animate(with: 2) { _ in }.animate(with: 3) { _ in }
        #expect(log.values.isEmpty, "nothing moves before the chain executes")
        chain.then { _ in log.append("delivered") }.execute()
        let seen = await log.wait(for: 7)
        #expect(seen == ["start 1.0", "end 1.0", "start 2.0", "end 2.0", "start 3.0", "end 3.0", "delivered"])
    }

    @Test("a token sequence runs its steps one after another, after the animation before it")
    func tokensRunInOrder() async {
        let log = Collected<String>()
        let view = LoggingView(log: log)
        let tokens = [4.0, 5.0].map { AnimationToken<LoggingView>(duration: $0) { _ in } }
        view.animate(duration: 1) { _ in }.animate(with: tokens).then { _ in log.append("delivered") }.execute()
        let seen = await log.wait(for: 7)
        #expect(seen == ["start 1.0", "end 1.0", "start 4.0", "end 4.0", "start 5.0", "end 5.0", "delivered"])
    }
}
