import Dispatch

/// A value that any thread may read and change, one at a time: the chapter's own technique, a
/// private serial queue, used for the tests' bookkeeping.
///
/// - Note: Not `Mutex`, on purpose. On Linux the thread sanitizer does not see the hand-over
///   inside `Synchronization.Mutex` when threads contend for it, and reports "Swift access race"
///   on correctly locked state (eight threads appending to a `Mutex<[Int]>` are enough to show
///   it). It does see Dispatch, so bookkeeping guarded by a queue keeps the sanitizer's reports
///   about the promise alone.
// @unchecked Sendable: `value` is read and written only inside `queue.sync`, and a serial queue
// runs one block at a time, so no two threads touch it at once.
final class Guarded<Value>: @unchecked Sendable {
    private var value: Value
    private let queue = DispatchQueue(label: "tests.guarded")

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        queue.sync { body(&value) }
    }
}
