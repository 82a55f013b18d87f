import AsyncBridges
import LockQueuePromise
import ResultPromise
import TestSupport
import Testing

/// Promises that cannot fail are awaited without `try`. Through the generic, typed-throws
/// `value`, these lines crash Swift 6.3.1's compiler; they compile because a `Never` overload
/// is chosen, and this file is what shows it.
@Suite("promises that cannot fail")
struct NeverTests {
    @Test("are awaited without try, on every design with an error type")
    func awaitedWithoutTry() async {
        #expect(await within { await LockQueuePromise.Promise<Int, Never>(value: 1).value } == 1)
        #expect(await within { await ResultPromise.Promise<Int, Never>(value: 2).value } == 2)
        let settlement = Settlement<Int, Never>()
        settlement.resolve(.success(3))
        #expect(await within { await settlement.value } == 3)
    }
}
