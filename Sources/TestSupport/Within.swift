import PromiseLaws

/// What `body` returns, if it returns within `deadline`; nil if it is still running then.
///
/// ```swift
/// let status = await within(.seconds(60)) { await tour.command.execute(...) }
/// #expect(status == 0, "the tour never ended")
/// ```
///
/// - Note: A test that awaits a design, a bridge or a tour directly waits for ever when a
///   planted bug means it never answers, and the whole run hangs with no report. This gives up in
///   time, so the test fails with a message instead; the body is left running in its own task.
///   Thirty seconds by default: in a full `swift test` on two cores, the chapters' deep chains
///   and the laws keep every core busy, and a task that yields once has been seen to wait 12 s
///   for its turn; a body that never ends still ends its test, half a minute later.
package func within<Value: Sendable>(
    _ deadline: Duration = .seconds(30), _ body: @escaping @Sendable () async -> Value
) async -> Value? {
    let ended = Collected<Value>()
    Task { ended.append(await body()) }
    return await ended.wait(for: 1, within: deadline).first
}

/// How `body` ended, in words, waiting no longer than `deadline`: `returned 5`, `threw failed(9)`,
/// or `still running after 30.0 seconds`.
///
/// ```swift
/// #expect(await outcome { try await promise.value } == "returned 3")
/// ```
package func outcome<Value: Sendable>(
    within deadline: Duration = .seconds(30), _ body: @escaping @Sendable () async throws -> Value
) async -> String {
    let ended = await within(deadline) { () async -> String in
        do { return "returned \(try await body())" } catch { return "threw \(error)" }
    }
    return ended ?? "still running after \(deadline)"
}
