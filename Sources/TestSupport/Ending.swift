import PromiseLaws

/// How a task ended, in words, waiting for it no longer than `deadline`: `returned 5`,
/// `threw CancellationError`, or `still running after 30.0 seconds` (thirty seconds by default, as
/// `within` waits: a full run on two cores can hold a task back for twelve).
///
/// ```swift
/// waiter.cancel()
/// #expect(await ending(of: waiter) == "threw CancellationError")
/// ```
///
/// - Note: `await task.value` would wait for ever on a task that is never resumed, and a test
///   of a broken bridge would hang the whole run instead of failing: this one gives up in time.
package func ending<Value: Sendable>(
    of task: Task<Value, any Error>, within deadline: Duration = .seconds(30)
) async -> String {
    let ended = Collected<String>()
    Task {
        do { ended.append("returned \(try await task.value)") } catch { ended.append("threw \(type(of: error))") }
    }
    return await ended.wait(for: 1, within: deadline).first ?? "still running after \(deadline)"
}
