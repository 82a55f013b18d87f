import Dispatch
import Synchronization

/// Swift concurrency: a pending promise is a task suspended on a continuation, a callback is the
/// code after its `await`, a step of a chain is a call to an `async` function. The benchmark's
/// thread is not a task, so it waits on a semaphore for the tasks to finish, as a program
/// calling into async code from a thread would.
enum AsyncAwait: Design {
    static let name = "async/await (Task + continuation)"

    /// Continuations parked by tasks, resumed by the benchmark's thread.
    final class Parked: Sendable {
        private let waiting = Mutex<[CheckedContinuation<Int, Never>]>([])
        private let arrived = DispatchSemaphore(value: 0)

        func park() async -> Int {
            await withCheckedContinuation { continuation in
                waiting.withLock { $0.append(continuation) }
                arrived.signal()
            }
        }

        /// Returns once `count` more tasks have parked.
        func waitForArrivals(_ count: Int) {
            for _ in 0..<count { arrived.wait() }
        }

        /// Resumes every parked task, with `first`, `first + 1`, … in the order they parked.
        func resumeAll(from first: Int = 0) {
            let all = waiting.withLock { waiting in
                defer { waiting = [] }
                return waiting
            }
            for (index, continuation) in all.enumerated() { continuation.resume(returning: first + index) }
        }
    }

    @inline(never)
    static func step(_ value: Int) async -> Int {
        value + 1
    }

    static func mapChain(length: Int, start: Int) -> Int? {
        chain(start: start) { value in
            for _ in 0..<length { value = await step(value) }
        }
    }

    static func flatMapChain(length: Int, start: Int) -> Int? {
        chain(start: start) { value in
            for _ in 0..<length {
                let current = value
                value = await withCheckedContinuation { $0.resume(returning: current + 1) }
            }
        }
    }

    /// One task parked on a root continuation; once resumed with `start`, it runs `steps`.
    static func chain(start: Int, _ steps: @escaping @Sendable (inout Int) async -> Void) -> Int {
        let parked = Parked()
        let result = Tally()
        let done = DispatchSemaphore(value: 0)
        Task {
            var value = await parked.park()
            await steps(&value)
            result.add(value)
            done.signal()
        }
        parked.waitForArrivals(1)
        parked.resumeAll(from: start)
        done.wait()
        return result.value
    }

    static func pendingWithCallback(count: Int) -> Int? {
        holdPending(count: count).map { $0() }
    }

    static func fanOut(observers: Int) -> Int? {
        let parked = Parked()
        let root = Task { await parked.park() }
        let tally = Tally()
        let done = DispatchGroup()
        for _ in 0..<observers {
            done.enter()
            Task {
                tally.add(await root.value)
                done.leave()
            }
        }
        parked.waitForArrivals(1)
        parked.resumeAll(from: 1)
        done.wait()
        return tally.value
    }

    static func holdPending(count: Int) -> (() -> Int)? {
        let parked = Parked()
        let tally = Tally()
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            Task {
                tally.add(await parked.park())
                done.leave()
            }
        }
        parked.waitForArrivals(count)  // every task is suspended, holding its continuation
        return {
            parked.resumeAll()
            done.wait()
            return tally.value
        }
    }

    /// Nested `async` calls, each waiting on the next, the innermost parked on the root: an
    /// `async` frame lives on the task's heap, not on the thread's stack.
    static func depthChain(length: Int) -> Int? {
        let parked = Parked()
        let result = Tally()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.add(await nested(length, parked))
            done.signal()
        }
        parked.waitForArrivals(1)
        parked.resumeAll()
        done.wait()
        return result.value
    }

    static func nested(_ depth: Int, _ parked: Parked) async -> Int {
        depth == 0 ? await parked.park() : await nested(depth - 1, parked) + 1
    }
}
