import Foundation
import Locking

/// Waits for the first call of the callback handed to `start`, and returns its argument: the
/// tours' bridge from a callback to `await`.
///
/// ```swift
/// let value = await firstCall(of: "the promise") { resume in promise.then(resume).execute() }
/// ```
///
/// - Parameters:
///   - what: what calls back, for the warning printed if it calls back again.
///   - start: starts the work, handing it the callback to call once.
/// - Returns: the argument of the first call.
/// - Note: Why not `withCheckedContinuation` alone: a checked continuation resumed twice stops the
///   program. The tours hand this callback to the designs, and a design being experimented on may
///   call back twice. That must make a law fail, with its report, not crash the test run before
///   any report is printed; so a second call is only told, on standard error.
package func firstCall<Value: Sendable>(
    of what: String, _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value {
    let calls = CallCount()
    return await withCheckedContinuation { continuation in
        start { value in
            let call = calls.next()
            if call == 1 {
                continuation.resume(returning: value)
            } else if call == 2 {
                FileHandle.standardError.write(
                    Data(
                        "warning: \(what) called back a second time; the laws in `swift test` say which one that breaks\n"
                            .utf8))
            }
        }
    }
}

/// How many times a callback has been called, counted from any thread.
private final class CallCount: Sendable {
    private let count = Locked(0)

    /// The number of this call: 1 for the first.
    func next() -> Int {
        // Counted and read in one locked block, so two calls never get the same number.
        count.withLock { count in
            count += 1
            return count
        }
    }
}
