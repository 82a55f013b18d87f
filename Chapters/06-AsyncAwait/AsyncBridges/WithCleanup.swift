/// Runs `operation`, then `cleanup`, whatever happened, and waits for the cleanup before
/// returning or throwing: chapter 5's `ensureAsync`, as `async` code writes it. `defer` cannot
/// do this: its body is synchronous, so it can only start an asynchronous cleanup, not wait.
///
/// ```swift
/// let answer = try await withCleanup { try await fillIn(form) } cleanup: { await dismiss(form) }
/// ```
///
/// - Note: The cleanup runs once on every path, and cannot fail: a cleanup that can fail is
///   `do { … } catch { … }` written out, where the reader sees which error wins.
// ANCHOR: with-cleanup
public func withCleanup<T, E: Error>(
    _ operation: () async throws(E) -> T, cleanup: () async -> Void
) async throws(E) -> T {
    let result = await capture(operation)
    await cleanup()
    return try result.get()
}
// ANCHOR_END: with-cleanup
