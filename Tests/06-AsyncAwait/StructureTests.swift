import AsyncBridges
import LockQueuePromise
import ObserverFuture
import TestSupport
import Testing

/// A bank account whose withdrawals wait for an approval, a settlement standing for any
/// promise awaited with `value`: the smallest actor that shows reentrancy across an `await`.
// ANCHOR: reentrant-account
actor Account {
    private(set) var balance = 100

    /// Checks, then waits for approval, then withdraws: the check can be stale by then.
    func withdraw(_ amount: Int, approval: Settlement<Void, Never>) async -> Bool {
        guard balance >= amount else { return false }
        await approval.value  // the actor runs other calls while this one waits
        balance -= amount
        return true
    }

    /// Waits first, then checks and withdraws with no `await` in between.
    func withdrawChecked(_ amount: Int, approval: Settlement<Void, Never>) async -> Bool {
        await approval.value
        guard balance >= amount else { return false }
        balance -= amount
        return true
    }
}
// ANCHOR_END: reentrant-account

@Suite("structured concurrency at the bridges")
struct StructureTests {
    @Test(
        "an actor is reentered while it awaits: both withdrawals pass the check, unless it is made after the await",
        arguments: [false, true])
    func actorReentrancy(checked: Bool) async {
        let account = Account()
        let approval = Settlement<Void, Never>()
        let withdrawals = (0..<2).map { _ in
            Task { () async throws -> Bool in
                checked
                    ? await account.withdrawChecked(80, approval: approval)
                    : await account.withdraw(80, approval: approval)
            }
        }
        // Approve only once both calls are inside the actor, suspended on the approval.
        let deadline = ContinuousClock.now + .seconds(3)
        while approval.waiting < 2 && ContinuousClock.now < deadline { await Task.yield() }
        #expect(approval.waiting == 2, "the withdrawals never both waited")
        approval.resolve(.success(()))
        var results: [Bool] = []
        for withdrawal in withdrawals { results.append(await ending(of: withdrawal) == "returned true") }
        if checked {
            #expect(results.filter { $0 }.count == 1)
            #expect(await account.balance == 20)
        } else {
            #expect(results == [true, true])
            #expect(await account.balance == -60)
        }
    }

    @Test("a promise nobody will settle: value waits for ever, silently; only a cancellable wait ends")
    func neverSettled() async {
        // Its future, the only thing that could settle it, is dropped at once.
        let promise = LockQueuePromise.Promise<Int, Oops>.pending().promise
        let value = Task { try await promise.value }
        let outcome = Task { try await promise.outcome }
        value.cancel()
        outcome.cancel()
        #expect(await ending(of: outcome) == "threw CancellationError")
        // `throws(Oops)` has no room for a cancellation: the cancelled task is still waiting.
        #expect(await ending(of: value, within: .milliseconds(200)) == "still running after 0.2 seconds")
    }

    @Test("init(task:) starts an unstructured task: not cancelled with its maker; same priority and task-locals")
    func initTaskIsUnstructured() async throws {
        let made = Task(priority: .low) { () -> ObserverFuture.Promise<String> in
            withUnsafeCurrentTask { $0?.cancel() }
            return Trace.$name.withValue("the maker's") {
                ObserverFuture.Promise(task: {
                    "cancelled: \(Task.isCancelled), priority: \(Task.currentPriority), trace: \(Trace.name)"
                })
            }
        }
        let promise = await made.value
        // Bounded: a chapter 3 promise that never calls a late observer must fail here, not hang.
        #expect(
            await outcome { try await promise.value }
                == "returned cancelled: false, priority: \(TaskPriority.low), trace: the maker's")
    }
}

/// A task-local value, to see which tasks inherit it.
enum Trace {
    @TaskLocal static var name = "none"
}
