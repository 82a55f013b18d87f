import Locking

/// What is on the screen: the forms presented and not yet gone, in order.
final class Screen: Sendable {
    private struct State {
        var forms: [(name: String, dismissing: Bool)] = []
        var whenEmpty: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    func add(_ name: String) {
        state.withLock { $0.forms.append((name, false)) }
    }

    func startDismissing(_ name: String) {
        state.withLock { state in
            if let index = state.forms.firstIndex(where: { $0.name == name }) { state.forms[index].dismissing = true }
        }
    }

    func remove(_ name: String) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.forms.removeAll { $0.name == name }
            guard state.forms.isEmpty else { return [] }
            defer { state.whenEmpty = [] }
            return state.whenEmpty
        }
        for continuation in waiting { continuation.resume() }
    }

    /// `form 1 (dismissing), form 2`.
    var contents: String {
        state.withLock { state in
            state.forms.map { $0.dismissing ? "\($0.name) (dismissing)" : $0.name }.joined(separator: ", ")
        }
    }

    /// Waits until every form has gone, so the next scene starts on an empty screen.
    func empty() async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                if state.forms.isEmpty { return true }
                state.whenEmpty.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
