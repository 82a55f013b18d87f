import Foundation

/// Lets exactly one of "deliver the answer" and "stop loading" happen, and never both at once.
///
/// - Note: swift-corelibs-foundation crashes (a task "not in the registry") when a protocol calls its
///   client after `stopLoading()` has returned, so a delivery keeps the gate locked while it talks to the
///   client, and `stopLoading()` waits for it. The lock is recursive because a client may call
///   `stopLoading()` on the delivering thread itself; URLSession never waits for another thread while
///   inside a client call, so the wait cannot deadlock.
// @unchecked Sendable: `isOpen` is only read or written while `lock` is held.
final class DeliveryGate: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var isOpen = true

    /// Runs `delivery` and shuts the gate, unless it is already shut.
    ///
    /// - Returns: Whether `delivery` ran.
    func pass(_ delivery: () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard isOpen else { return false }
        isOpen = false
        // Hazard: the client is called with the lock held, on purpose; see the type's note.
        delivery()
        return true
    }

    /// Shuts the gate; a delivery under way finishes first.
    ///
    /// - Returns: Whether the gate was still open, meaning no delivery had happened.
    func close() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { isOpen = false }
        return isOpen
    }
}
