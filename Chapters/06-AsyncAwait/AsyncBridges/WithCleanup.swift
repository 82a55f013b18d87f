/// Runs `operation`, then `cleanup`, whatever happened, and waits for the cleanup before
/// returning or throwing: chapter 5's `ensureAsync`, as `async` code writes it. `defer` cannot
/// do this: its body is synchronous, so it can only start an asynchronous cleanup, not wait.
///
/// ```swift
/// let answer = try await withCleanup { try await fillIn(form) } cleanup: { await dismiss(form) }
/// ```
///
/// - Note: The cleanup runs once on every path, and cannot fail: a cleanup that can fail is
///   `do { … } catch { … }` written out, where the reader sees which error wins. It runs
///   shielded from the caller's cancellation, in a task of its own that is awaited at once (see
///   the comment in the body); that is why it is `sending` and escaping.
// ANCHOR: with-cleanup
public func withCleanup<T, E: Error>(
    _ operation: () async throws(E) -> T, cleanup: sending @escaping () async -> Void
) async throws(E) -> T {
    let result = await capture(operation)
    // Called here, in a cancelled task, the cleanup would run cancelled too: its `Task.sleep`
    // or cancellable wait would end at once, and the form would not be dismissed. A new `Task`
    // starts uncancelled (it keeps the priority and the task-locals), and awaiting its value
    // passes no cancellation on. Awaited here, it ends before this function returns.
    await Task { await cleanup() }.value
    return try result.get()
}
// ANCHOR_END: with-cleanup
