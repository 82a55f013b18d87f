import Designs
import LockQueuePromise
import PromiseLaws

extension LockQueuePromiseDesign {
    /// The exhibit: a `catch` that handles the error and forgets to pass it on. It calls the
    /// handler, as a catch should, and then neither fulfils nor rejects the promise it returned.
    // ANCHOR: swallowing-catch
    static let swallowingCatch = LockQueuePromiseDesign(
        name: "a catch that swallows the error", on: nil
    ) { promise, queue, transform in
        Promise(on: ImmediateQueue()) { future in
            promise.observe(
                on: queue, fulfilled: future.fulfill,
                rejected: { error in
                    _ = transform(error)  // handled… and dropped: nobody ever hears of it again
                })
        }
    }
    // ANCHOR_END: swallowing-catch
}
