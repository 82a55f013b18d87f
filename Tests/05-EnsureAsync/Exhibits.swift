import Designs
import EnsureAsync
import LockQueuePromise
import PromiseLaws

extension EnsureAsyncDesign {
    /// The first exhibit: the post's construction without the once-flag.
    // ANCHOR: without-once
    static let withoutOnce = EnsureAsyncDesign(name: "ensureAsync without the once-flag") { promise, queue, body in
        promise.flatMap(on: queue) { value in
            body().flatMap(on: queue) { _ in Box(value: value) }
        }
        .recover(on: queue) { error in
            body().flatMap(on: queue) { _ in Box(error: error) }
        }
    }
    // ANCHOR_END: without-once

    /// The second exhibit: the synchronous `ensure`, which starts the cleanup and moves on.
    static let synchronousEnsure = EnsureAsyncDesign(name: "the synchronous ensure") { promise, queue, body in
        promise.ensure(on: queue) { _ = body() }
    }
}
