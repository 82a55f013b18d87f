import Foundation
import PromiseLaws
import Testing

/// How a deep-chain test builds and runs its chain, for any length: the chain's counted work
/// calls `step`, and each delivery calls `delivered` with its value.
package typealias ChainRun =
    @Sendable (
        _ links: Int, _ step: @escaping @Sendable () -> Void, _ delivered: @escaping @Sendable (Int) -> Void
    ) -> Void

/// Runs a chain of `links` links on a thread with an 8 MB stack, after two short runs of the same
/// chain have shown that the deep run can end.
///
/// ```swift
/// guard let deep = await deepRun(links: 100_000, { links, step, delivered in
///     var chain = Promise<Int> { completion in step(); completion(0) }
///     for _ in 0..<links { chain = chain.then { $0 + 1 } }
///     chain.then(delivered).execute()
/// }) else { return }
/// #expect(deep.finished && deep.delivered == [100_000])
/// ```
///
/// A learner trying a broken design must get a report, not a test run that hangs or crashes.
/// Two bugs would do that to a deep chain:
/// - a link that runs the work before it twice, or delivers twice: n links then do 2ⁿ times the
///   work, and a deep run never ends. Ten links show it in a thousand steps;
/// - a link that calls the next one inside its own call, where the design promised to hand
///   results out flat: the stack grows with every link, and a deep run overflows it, which ends
///   the whole test process. Five hundred links show how fast it grows.
///
/// - Parameters:
///   - links: how long the deep chain is.
///   - steps: how many times a chain of `n` links should call `step`: once by default (the first task).
///   - run: builds a chain of the given length, runs it, and reports its steps and deliveries.
/// - Returns: whether the deep run finished within two minutes, and what it delivered; `nil`
///   when it was skipped, after recording an issue that says why.
package func deepRun(
    links: Int,
    steps: @escaping @Sendable (_ links: Int) -> Int = { _ in 1 },
    _ run: @escaping ChainRun,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> (finished: Bool, delivered: [Int])? {
    let short = 10
    let counted = Counter()
    let shortDeliveries = Collected<Int>()
    run(short, counted.tick, shortDeliveries.append)
    // A delivery may come on another thread, and a second one shortly after the first.
    await shortDeliveries.wait(for: 1, within: .seconds(5))
    await shortDeliveries.wait(for: 2, within: .milliseconds(200))
    let deliveries = shortDeliveries.values.count
    guard deliveries > 0 else {
        Issue.record(
            "a chain of \(short) links delivered nothing within 5 s, so the deep run is skipped",
            sourceLocation: sourceLocation)
        return nil
    }
    guard counted.value == steps(short) && deliveries == 1 else {
        Issue.record(
            """
            a chain of \(short) links ran its counted step \(counted.value) times (not \(steps(short))) and \
            delivered \(deliveries) times (not once): each link repeats the work of the links before it, so \
            \(links) links would never finish, and the deep run is skipped. The law tests name the law this \
            breaks.
            """,
            sourceLocation: sourceLocation)
        return nil
    }
    // How deep the stack is at each counted step and at each delivery.
    let fits = await stackFits(links: links, what: "a chain", sourceLocation: sourceLocation) { probe, measure in
        run(probe, measure, { _ in measure() })
    }
    guard fits else { return nil }
    let delivered = Collected<Int>()
    let finished = await onThread { run(links, {}, delivered.append) }
    return (finished, delivered.values)
}

/// Builds a chain of `links` links that never settles and lets go of it, on a thread with an
/// 8 MB stack, after freeing a chain of five hundred has shown that it can end.
///
/// ```swift
/// guard let finished = await deepFree(links: 100_000, { links, sentinel in
///     var chain = Promise<Int>()
///     for _ in 0..<links {
///         let held = sentinel()
///         chain = chain.map { _ = held; return $0 + 1 }
///     }
/// }) else { return }
/// #expect(finished)
/// ```
///
/// Letting go of a chain frees its links one inside another, unless the design frees them one
/// at a time: a deep chain would then overflow the stack and end the whole test process. In the
/// short run each link holds a sentinel whose `deinit` notes how deep the stack is.
///
/// - Parameters:
///   - links: how long the deep chain is.
///   - build: builds a chain of the given length, each link's closure holding one `sentinel()`,
///     and lets go of it before returning.
/// - Returns: whether freeing the deep chain finished within two minutes; `nil` when it was
///   skipped, after recording an issue that says why.
package func deepFree(
    links: Int,
    _ build: @escaping @Sendable (_ links: Int, _ sentinel: @escaping @Sendable () -> Sentinel) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool? {
    let fits = await stackFits(links: links, what: "freeing a chain", sourceLocation: sourceLocation) {
        probe, measure in
        build(probe) { Sentinel(freed: measure) }
    }
    guard fits else { return nil }
    return await onThread { build(links) { Sentinel(freed: {}) } }
}

/// Something a link holds, that says when it is freed.
package final class Sentinel: Sendable {
    private let freed: @Sendable () -> Void

    init(freed: @escaping @Sendable () -> Void) {
        self.freed = freed
    }

    deinit { freed() }
}

/// Runs `body` with 250 and then 500 links on an 8 MB thread, handing it `measure`, which notes
/// how deep the stack is when called on that thread; tells whether `links` links would fit in
/// 8 MB at the rate the stack grew between the two, and records an issue when they would not.
/// The rate, not the depth: a flat chain still uses a few kilobytes of stack whatever its length,
/// and that must not be read as bytes per link.
private func stackFits(
    links: Int, what: String, sourceLocation: SourceLocation,
    _ body: @escaping @Sendable (_ links: Int, _ measure: @escaping @Sendable () -> Void) -> Void
) async -> Bool {
    let probe = 500
    guard links > probe else { return true }
    var deepest: [Int] = []
    for length in [probe / 2, probe] {
        let depth = Collected<Int>()
        let finished = await onThread(within: .seconds(30)) {
            let base = stackAddress()
            let thread = ObjectIdentifier(Thread.current)
            body(length) {
                if ObjectIdentifier(Thread.current) == thread { depth.append(abs(base - stackAddress())) }
            }
        }
        // Nothing measured on that thread (it all ran elsewhere), or not by the time it ended: no
        // stack grew there.
        guard finished, let bytes = depth.values.max() else { return true }
        deepest.append(bytes)
    }
    let perLink = max(0, deepest[1] - deepest[0]) / (probe / 2)
    let needed = deepest[1] + perLink * (links - probe)
    guard needed > 7 << 20 else { return true }
    Issue.record(
        """
        \(what) of \(probe) links went \(deepest[1] >> 10) KB deep on the stack, about \(perLink) bytes a \
        link more than one of \(probe / 2): \(links) links would need \(needed >> 20) MB of an 8 MB stack and \
        crash the test run, so the deep run is skipped. Each link is handled inside the call that handles the \
        one before.
        """,
        sourceLocation: sourceLocation)
    return false
}

/// Roughly where the stack is now: the address of a local variable.
@inline(never)
private func stackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}
