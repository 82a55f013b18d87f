/// The outcome of an `async` operation with a typed error, as a `Result`: what every bridge
/// from `async` back to a promise hands its promise.
func capture<T, E: Error>(_ operation: () async throws(E) -> T) async -> Result<T, E> {
    do throws(E) {
        return .success(try await operation())
    } catch {
        return .failure(error)
    }
}
