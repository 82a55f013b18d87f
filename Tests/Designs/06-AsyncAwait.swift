import AsyncBridges
import Foundation
import Locking
import PromiseLaws

/// Swift concurrency as a sixth design: a recipe becomes a `Task`, which is eager (it starts
/// when made), settles once, and can be awaited by any number of tasks. `observe` is a task
/// that awaits; `map`, `flatMap` and `recover` are tasks that await the one before.
package struct AsyncAwaitDesign: RecoveringDesign, ResolvableDesign, BridgeDesign {
    /// None: a `Task` per observer runs when the pool runs it, in no promised order, and
    /// perhaps beside another.
    package var guarantees: Guarantees { [] }
    package typealias Box = Task<Int, any Error>
    /// The shape of the operation an exhibit swaps out: `flatMap`, written as a task.
    package typealias UnderTest = @Sendable (Box, @escaping @Sendable (Int) -> Box) -> Box

    /// The design's name in reports.
    package let name: String
    /// A `Task` runs on Swift's shared cooperative pool, as wide as the machine has cores, and
    /// nothing promises when it starts: any other work on the pool (in a test run, every other
    /// test) delays it. So the contract laws check what a task delivers, and how often, but not
    /// how soon.
    package var promisesTiming: Bool { false }
    /// Tasks run on threads the harness does not own, so its laws wait for them in real time.
    package var usesVirtualTime: Bool { false }
    /// The operation under test: the real `flatMap`, or an exhibit's broken one.
    package let underTest: UnderTest

    /// The design as the chapter builds it, or with `underTest` swapped for a broken `flatMap`.
    package init(
        name: String = "a Task",
        underTest: @escaping UnderTest = { task, transform in
            // ANCHOR: flat-map
            Task { try await transform(try await task.value).value }
            // ANCHOR_END: flat-map
        }
    ) {
        self.name = name
        self.underTest = underTest
    }

    // ANCHOR: make
    package func make(_ source: PromiseSource) -> Box {
        let settlement = Settlement<Int, LawError>()
        source.start { settlement.resolve($0) }
        return Task { try await settlement.value }
    }
    // ANCHOR_END: make
    package func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        Task { deliver(Delivery(await promise.result)) }
    }
    package func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        Task { transform(try await promise.value) }
    }
    package func pure(_ value: Int) -> Box { Task { value } }
    package func fail(_ error: LawError) -> Box { Task { throw error } }
    package func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        underTest(promise, transform)
    }
    package func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        Task {
            do {
                return try await promise.value
            } catch let error as LawError {
                return try await transform(error).value
            }
        }
    }
    package func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void) {
        let settlement = Settlement<Int, LawError>()
        return (Task { try await settlement.value }, { settlement.resolve($0) })
    }

    /// The chapter's bridge itself: a `Settlement`, and a task waiting on its `outcome()`.
    package func bridge() -> (
        settle: @Sendable (Result<Int, LawError>) -> Void,
        wait: @Sendable (@escaping @Sendable (Result<Int, LawError>?) -> Void) -> @Sendable () -> Void
    ) {
        let settlement = Settlement<Int, LawError>()
        return (
            { settlement.resolve($0) },
            { resume in
                let wait: @Sendable () async -> Void = {
                    do { resume(try await settlement.outcome()) } catch { resume(nil) }
                }
                // Back only once the task really waits, so that the cancellation races the
                // settlement and not the task's start. An immediate task runs on this thread
                // until it waits, so no waiting is needed; elsewhere the loop waits for it,
                // bounded, so a bridge that never registers its waiter fails the law instead
                // of hanging it.
                let waiter: Task<Void, Never>
                #if compiler(>=6.2)  // Task.immediate came with Swift 6.2 (SE-0472)
                if #available(macOS 26.0, *) {
                    waiter = Task.immediate(operation: wait)
                } else {
                    waiter = Task(operation: wait)
                }
                #else
                waiter = Task(operation: wait)
                #endif
                let deadline = ContinuousClock.now + .seconds(1)
                while settlement.waiting == 0, ContinuousClock.now < deadline { sched_yield() }
                // The runtime runs the cancellation handler holding the task's own lock, and a
                // settle that resumes the task waits for that lock: a schedule that parked the
                // cancelling thread inside the handler would stop the settle too. So the
                // cancellation is one step; the schedule still puts it before, or after, each
                // of the settle's points.
                return { Interleaving.whole { waiter.cancel() } }
            }
        )
    }
}

/// An `async` function as a promise: the lazy half of Swift concurrency. Nothing runs until
/// the function is called, and each call runs it all again, as chapters 1 and 2 do; its error
/// is typed, `throws(LawError)`, as chapter 4's is.
package struct AsyncFunctionDesign: RecoveringDesign, LazyDesign {
    /// A function not yet called.
    package struct Box: Sendable {
        /// Runs the work and returns its value, or throws its error.
        package let call: @Sendable () async throws(LawError) -> Int
    }

    /// The design's name in reports.
    package let name = "an async function"
    /// Awaited from a `Task` on the shared cooperative pool: see ``AsyncAwaitDesign/promisesTiming``.
    package var promisesTiming: Bool { false }
    /// Awaited on threads the harness does not own, so its laws wait for them in real time.
    package var usesVirtualTime: Bool { false }

    /// The design as the chapter builds it.
    package init() {}

    // ANCHOR: function-make
    package func make(_ source: PromiseSource) -> Box {
        Box { () async throws(LawError) -> Int in
            let settlement = Settlement<Int, LawError>()
            source.start { settlement.resolve($0) }
            return try await settlement.value
        }
    }
    // ANCHOR_END: function-make
    package func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        Task {
            do throws(LawError) {
                deliver(.value(try await promise.call()))
            } catch {
                deliver(.failure(error))
            }
        }
    }
    package func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box {
        Box { () async throws(LawError) -> Int in transform(try await promise.call()) }
    }
    package func pure(_ value: Int) -> Box { Box { () async throws(LawError) -> Int in value } }
    package func fail(_ error: LawError) -> Box { Box { () async throws(LawError) -> Int in throw error } }
    // ANCHOR: function-flat-map
    package func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box {
        Box { () async throws(LawError) -> Int in try await transform(try await promise.call()).call() }
    }
    // ANCHOR_END: function-flat-map
    package func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box {
        Box { () async throws(LawError) -> Int in
            do throws(LawError) {
                return try await promise.call()
            } catch {
                return try await transform(error).call()
            }
        }
    }
}
