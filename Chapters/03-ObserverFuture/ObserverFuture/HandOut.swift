// The trampoline that lines up calls made from inside an observer (chapter 3's "under the hood").
import Locking

// The hand-out: how a settled promise's result reaches its observers, one at a time, in order,
// outside the lock, through the trampoline; and how a hand-out waiting in one thread's line is
// taken over by another. Promise.swift has the post's shape; this file is what keeps it safe
// (Book/03-observer-future-under-the-hood.md).
extension Promise {
    // ANCHOR: hand-out
    /// Asks for a hand-out, with the lock held: `true` if the caller must schedule one. One
    /// already waiting in another thread's line is asked for again, so that whichever line
    /// reaches it first runs it; one under way will reach the new observer by itself.
    func claimHandOut() -> Bool {
        if handOut == .busy { return false }
        handOut = .waiting
        return true
    }

    /// The job a claimed hand-out waits in a line as: hands the result out, unless another
    /// thread started first, in which case it hands out to everyone and there is nothing to do.
    func runWaitingHandOut() {
        lock.lock()
        guard handOut == .waiting, let result else { return lock.unlock() }
        handOut = .busy
        finishHandOut(result)
    }

    /// Hands the result to every waiting observer, in order, outside the lock: an observer may
    /// observe or resolve this promise again without deadlock. One that arrives meanwhile
    /// joins the end of the line, so nobody overtakes anybody. Called with the lock held and the
    /// hand-out `busy`; returns with the lock given back and the hand-out `idle`.
    @inline(__always) func finishHandOut(_ result: Result<T, any Error>) {
        // `count`, not `isEmpty`, here and above: `isEmpty` is `Collection`'s, which code generic
        // over `T` looks up at run time on every call; `count` is `Array`'s own.
        while observers.count != 0 {
            let batch = observers
            observers = []  // delivered once, then released
            lock.unlock()
            for (_, observer) in batch { observer(result) }
            // Released before locking again, not at the end of the loop's body: an observer's
            // release may run a deinit that settles or observes this promise, which takes the lock.
            _ = consume batch
            lock.lock()
        }
        handOut = .idle
        lock.unlock()
    }
    // ANCHOR_END: hand-out

    /// Calls `observer`, first in line, on a thread that runs no job, and then any observer that
    /// came meanwhile. Called with the lock held and the hand-out `busy`; gives the lock back.
    /// Apart from `register`, so that `register`'s other paths skip its run-time look-ups of
    /// the result's type: code generic over `T` pays one per function for each type it touches.
    func callNow(_ observer: Observer) {
        let result = result!  // settled: there is one
        lock.unlock()
        Trampoline.runNow {
            observer(result)
            lock.lock()
            finishHandOut(result)
        }
    }
}
