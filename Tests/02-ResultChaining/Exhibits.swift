import Designs
import PromiseLaws
import ResultPromise

extension ResultChainingDesign {
    /// The exhibit: a promise `then` written for the happy path only. On a failure it neither
    /// continues nor calls back, so whoever runs the chain waits forever.
    // ANCHOR: dropping-then
    static let droppingThen = ResultChainingDesign(name: "a then that drops the error") { promise, transform in
        Promise { completion in
            promise.run { result in
                if case .success(let value) = result { transform(value).run(completion) }
            }
        }
    }
    // ANCHOR_END: dropping-then
}
