// The trampoline that lines up calls made from inside a callback (chapter 4's "under the hood").
import Locking

// The transition and the hand-out: how a promise settles once, inside the lock queue, and how
// its callbacks then reach their queues one at a time, in the order they came, outside it,
// through the trampoline; and how a hand-out waiting in one thread's line is taken over by
// another. Promise.swift has the post's shape; this file is what keeps it safe
// (Book/04-lock-queue-promise-under-the-hood.md).
extension Promise {
    // ANCHOR: settle
    /// The one transition: pending to fulfilled or rejected. The first outcome wins.
    func settle(_ result: Result<T, E>) {
        // Read before the lock queue: only this thread changes its own line.
        let here = Trampoline.isIdle
        var startHandOut = false
        var handOutNow: [Callback<T, E>] = []
        lockQueue.sync {
            guard case .pending(let callbacks) = state else { return }
            switch result {
            case .success(let value): state = .fulfilled(value: value)
            case .failure(let error): state = .rejected(error: error)
            }
            guard callbacks.count != 0 && claimHandOut() else { return }
            if here {
                handOut = .busy  // this thread runs no job: it hands out now
                handOutNow = callbacks
            } else {
                outbox = callbacks
                startHandOut = true
            }
        }
        // Outside the lock queue: a callback that touches this promise again (an immediate
        // queue runs it right here) would call `lockQueue.sync` from inside the lock queue,
        // which stops the program at once (a trap, not a hang). Inside another callback, on this
        // thread, the hand-out waits for it to return.
        if handOutNow.count != 0 {
            Trampoline.runNow {
                for callback in handOutNow { callback.call(with: result) }
                handOutNow = []
                finishHandOut(result)
            }
        }
        if startHandOut { Trampoline.run { self.runWaitingHandOut() } }
    }

    /// Asks for a hand-out, inside the lock queue: `true` if the caller must schedule one. One
    /// already waiting in another thread's line is asked for again, so that whichever line
    /// reaches it first runs it; one under way will reach the new callback by itself.
    private func claimHandOut() -> Bool {
        if handOut == .busy { return false }
        handOut = .waiting
        return true
    }

    /// The job a claimed hand-out waits in a line as: hands the outbox out, unless another
    /// thread started first, in which case it hands out to everyone and there is nothing to do.
    private func runWaitingHandOut() {
        var result: Result<T, E>?
        var next: [Callback<T, E>] = []
        lockQueue.sync {
            guard handOut == .waiting, let outcome = state.outcome else { return }
            handOut = .busy
            result = outcome
            swap(&next, &outbox)
        }
        guard let result else { return }
        for callback in next { callback.call(with: result) }
        next = []
        finishHandOut(result)
    }

    /// Hands out the callbacks that came while the hand-out was busy, in the order they came,
    /// until none is left; then the hand-out is `idle`: a callback added after settling never
    /// overtakes an earlier one.
    @inline(__always) private func finishHandOut(_ result: Result<T, E>) {
        var next: [Callback<T, E>] = []
        while true {
            lockQueue.sync {
                if outbox.count == 0 { handOut = .idle }
                swap(&next, &outbox)
            }
            if next.count == 0 { return }
            for callback in next { callback.call(with: result) }
            next = []
        }
    }
    // ANCHOR_END: settle

    // ANCHOR: add-callback
    /// Keeps the callback while pending; once settled, hands it to its queue after any callback
    /// that came before it: at once, when nobody hands out and this thread runs no callback;
    /// otherwise by whichever thread hands out, in turn.
    ///
    /// - Returns: the token that names the callback, for ``unregister(_:)``.
    @discardableResult
    func addCallback(_ callback: Callback<T, E>) -> Int {
        let here = Trampoline.isIdle
        var token = 0
        var startHandOut = false
        var handOutNow: (() -> Void)?
        lockQueue.sync {
            token = nextToken
            nextToken += 1
            var callback = callback
            callback.token = token
            guard case .pending(var callbacks) = state else {
                if handOut == .idle && here {
                    // Nobody hands out, so the outbox is empty: this callback is next, and this
                    // thread, running no job, hands it out now, without the outbox.
                    handOut = .busy
                    handOutNow = handingOut(to: callback)
                    return
                }
                outbox.append(callback)
                startHandOut = claimHandOut()
                return
            }
            state = .pending(callbacks: [])  // so `callbacks` is the array's only owner: append in place
            callbacks.append(callback)
            state = .pending(callbacks: callbacks)
        }
        if let handOutNow { Trampoline.runNow(handOutNow) }
        if startHandOut { Trampoline.run { self.runWaitingHandOut() } }
        return token
    }

    /// The hand-out that `addCallback` runs at once, `callback` first, worked out inside the lock
    /// queue with the hand-out `busy`. A function of its own, so that adding a callback on the
    /// other paths skips its run-time look-ups of the outcome's type: code generic over `T` and
    /// `E` pays one per function for each type it touches.
    private func handingOut(to callback: Callback<T, E>) -> () -> Void {
        let outcome = state.outcome!  // settled: there is one
        return {
            callback.call(with: outcome)
            self.finishHandOut(outcome)
        }
    }
    // ANCHOR_END: add-callback
}
