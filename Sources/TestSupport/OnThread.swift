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
package func onThread(
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
