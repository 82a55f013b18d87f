import Dispatch

/// What one side of a law did: everything it delivered within the deadline, and its effects.
/// Two observations are equal when both the deliveries and the effects are.
public struct Observation: Hashable, Sendable, CustomStringConvertible {
    /// Every delivery, in order: none means nothing arrived in time, two or more is a bug.
    public var deliveries: [Delivery]
    /// The effect log, in order.
    public var effects: [String]

    /// `delivered 7`, `nothing within 50 ms`, `delivered 2 times: 7, 7`.
    public func describe(deadline: Duration) -> String {
        switch deliveries.count {
        case 0: "nothing within \(deadline.milliseconds) ms"
        case 1: "delivered \(deliveries[0])"
        default: "delivered \(deliveries.count) times: " + deliveries.map(\.description).joined(separator: ", ")
        }
    }

    /// The effects on one line, or `none`.
    public var effectsLine: String {
        effects.isEmpty ? "none" : effects.joined(separator: ", ")
    }

    /// A plain summary with the default deadline.
    public var description: String {
        describe(deadline: .milliseconds(50)) + "; effects: " + effectsLine
    }
}

extension Duration {
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}

/// Collects one side's deliveries and lets the harness wait for them without sleeping:
/// a waiter is resumed by the delivery it waits for, or by its deadline, whichever comes first.
final class Probe: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var deliveries: [Delivery] = []
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
    }

    private let state = Guarded(State())

    var deliveries: [Delivery] { state.withLock { $0.deliveries } }

    func deliver(_ delivery: Delivery) {
        // Decide under the lock, resume after it: a resumed task may run on this thread at once.
        let ready = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.deliveries.append(delivery)
            let done = state.waiters.filter { $0.value.count <= state.deliveries.count }
            for id in done.keys { state.waiters[id] = nil }
            return done.values.map(\.continuation)
        }
        for continuation in ready { continuation.resume(returning: true) }
    }

    /// Waits until at least `count` deliveries have arrived, or until `deadline` has passed.
    ///
    /// - Returns: whether the deliveries arrived in time.
    func wait(forDeliveries count: Int, within deadline: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            let id = state.withLock { state -> Int? in
                if state.deliveries.count >= count { return nil }
                let id = state.nextWaiter
                state.nextWaiter += 1
                state.waiters[id] = Waiter(count: count, continuation: continuation)
                return id
            }
            guard let id else { return continuation.resume(returning: true) }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(deadline.milliseconds))) {
                // Whoever removes the waiter resumes it: the deadline, or `deliver`.
                let expired = self.state.withLock { $0.waiters.removeValue(forKey: id) }
                expired?.continuation.resume(returning: false)
            }
        }
    }
}
