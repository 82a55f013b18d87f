import Foundation
import PromiseLaws
import Testing

/// Runs a chain of a few links, then one of five hundred, before a deep one, and tells whether the
/// deep run can end: whether the chain did its work once, and how much stack a link takes.
///
/// ```swift
/// guard await deepRunCanEnd(links: Self.links, { links, step, delivered in
///     var chain = Promise<Int> { completion in step(); completion(0) }
///     for _ in 0..<links { chain = chain.then { $0 + 1 } }
///     chain.then { _ in delivered() }.execute()
/// }) else { return }
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
///   - links: how long the deep chain will be.
///   - steps: how many times a short chain of `n` links should call `step`: once by default
///     (the first task).
///   - run: builds a chain of the given length whose counted work calls `step`, runs it, and
///     has it call `delivered` with each delivery.
/// - Returns: whether the deep run can end. If not, an issue is recorded saying why it is skipped.
public func deepRunCanEnd(
    links: Int,
    steps: @escaping @Sendable (_ links: Int) -> Int = { _ in 1 },
    _ run:
        @escaping @Sendable (
            _ links: Int, _ step: @escaping @Sendable () -> Void, _ delivered: @escaping @Sendable () -> Void
        ) ->
        Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let short = 10
    let counted = Counter()
    let delivered = Collected<Bool>()
    run(short, counted.tick, { delivered.append(true) })
    // A delivery may come on another thread; a second one, shortly after the first.
    await delivered.wait(for: 2, within: .milliseconds(200))
    guard counted.value == steps(short) && delivered.values.count == 1 else {
        Issue.record(
            """
            a chain of \(short) links ran its counted step \(counted.value) times (not \(steps(short))) and \
            delivered \(delivered.values.count) times (not once): each link repeats the work of the links \
            before it, so \(links) links would never finish, and the deep run is skipped. The law tests name \
            the law this breaks.
            """,
            sourceLocation: sourceLocation)
        return false
    }
    let probe = 500
    guard links > probe else { return true }
    let depth = Collected<Int>()
    let finished = await onThread(within: .seconds(30)) {
        let base = stackAddress()
        let thread = ObjectIdentifier(Thread.current)
        // How deep the stack is at each counted step and at each delivery, on this thread.
        let measure: @Sendable () -> Void = {
            if ObjectIdentifier(Thread.current) == thread { depth.append(abs(base - stackAddress())) }
        }
        run(probe, measure, measure)
    }
    // Delivered on another thread, or not by the time the thread ended: no stack grew here.
    guard finished, let bytes = depth.values.max() else { return true }
    let needed = bytes / probe * links
    guard needed > 7 << 20 else { return true }
    Issue.record(
        """
        a chain of \(probe) links went \(bytes >> 10) KB deep on the stack, about \
        \(bytes / probe) bytes a link: \(links) links would need \(needed >> 20) MB of an 8 MB stack and crash \
        the test run, so the deep run is skipped. Each link calls the next inside its own call.
        """,
        sourceLocation: sourceLocation)
    return false
}

/// Frees a chain of five hundred links first, and tells whether freeing a deep one can end.
///
/// ```swift
/// guard await deepFreeCanEnd(links: Self.links, { links, sentinel in
///     var chain = Promise<Int>()
///     for _ in 0..<links {
///         let held = sentinel()
///         chain = chain.map { _ = held; return $0 + 1 }
///     }
/// }) else { return }
/// ```
///
/// Letting go of a chain that never settled frees its links one inside another, unless the
/// design frees them one at a time: a deep chain would then overflow the stack and end the whole
/// test process. Each link holds a sentinel whose `deinit` notes how deep the stack is.
///
/// - Parameters:
///   - links: how long the deep chain will be.
///   - build: builds a chain of the given length, each link's closure holding one `sentinel()`,
///     and lets go of it before returning.
/// - Returns: whether freeing the deep chain can end. If not, an issue is recorded saying why the
///   deep run is skipped.
public func deepFreeCanEnd(
    links: Int,
    _ build: @escaping @Sendable (_ links: Int, _ sentinel: @escaping @Sendable () -> Sentinel) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let probe = 500
    guard links > probe else { return true }
    let depth = Collected<Int>()
    let finished = await onThread(within: .seconds(30)) {
        let base = stackAddress()
        let thread = ObjectIdentifier(Thread.current)
        build(probe) {
            Sentinel {
                if ObjectIdentifier(Thread.current) == thread { depth.append(abs(base - stackAddress())) }
            }
        }
    }
    guard finished, let bytes = depth.values.max() else { return true }
    let needed = bytes / probe * links
    guard needed > 7 << 20 else { return true }
    Issue.record(
        """
        freeing a chain of \(probe) links went \(bytes >> 10) KB deep on the stack, about \(bytes / probe) \
        bytes a link: freeing \(links) links would need \(needed >> 20) MB of an 8 MB stack and crash the \
        test run, so the deep run is skipped. Each link is freed inside the freeing of the one before.
        """,
        sourceLocation: sourceLocation)
    return false
}

/// Something a link holds, that says when it is freed.
public final class Sentinel: Sendable {
    private let freed: @Sendable () -> Void

    init(freed: @escaping @Sendable () -> Void) {
        self.freed = freed
    }

    deinit { freed() }
}

/// Roughly where the stack is now: the address of a local variable.
@inline(never)
private func stackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}
