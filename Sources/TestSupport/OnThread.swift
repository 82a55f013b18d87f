import Foundation
import PromiseLaws

/// Runs `body` on a new thread with a stack of `megabytes` (8 MB, a main thread's usual size,
/// unless told otherwise), and waits for it to finish, with a deadline: for the tests that
/// prove how deep a chain can go without overflowing a stack of known size.
///
/// ```swift
/// let finished = await onThread { settleAMillionLinks() }
/// #expect(finished)
/// ```
///
/// - Returns: whether `body` returned within `deadline`.
public func onThread(
    stack megabytes: Int = 8, within deadline: Duration = .seconds(120), _ body: @escaping @Sendable () -> Void
) async -> Bool {
    let done = Collected<Bool>()
    let thread = Thread {
        body()
        done.append(true)
    }
    thread.stackSize = megabytes << 20
    thread.start()
    return await done.wait(for: 1, within: deadline) == [true]
}

/// Runs `body(index)` for every index in `0..<count`, split between `threads` threads of their
/// own, started together (index `i` on thread `i % threads`), and waits for them (`deadline` at
/// most): an exercise check's round on real threads, which `workshop check` also runs under the
/// thread sanitizer. Unlike `DispatchQueue.concurrentPerform`, which may run quick iterations
/// all on the calling thread, it always has several threads touch what they share, with no
/// order between them that the sanitizer could count as a lock.
///
/// ```swift
/// await onRacingThreads(200) { promises[$0].resolve(value: $0) }   // two threads, 100 each
/// ```
///
/// - Returns: whether every thread finished within `deadline`.
@discardableResult
public func onRacingThreads(
    _ count: Int, threads: Int = 2, within deadline: Duration = .seconds(2), _ body: @escaping @Sendable (Int) -> Void
) async -> Bool {
    let done = Collected<Bool>()
    for thread in 0..<threads {
        Thread {
            for index in stride(from: thread, to: count, by: threads) { body(index) }
            done.append(true)
        }.start()
    }
    return await done.wait(for: threads, within: deadline).count == threads
}
