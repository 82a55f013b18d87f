import Locking
import PromiseLaws

/// Counts side effects from any thread.
package final class Counter: Sendable {
    private let count = Locked(0)

    /// A counter at zero.
    package init() {}

    /// Adds one.
    package func tick() { count.withLock { $0 += 1 } }

    /// The count so far.
    package var value: Int { count.withLock { $0 } }
}
