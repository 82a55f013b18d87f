// Chapter 4's measurement: the lock queue against a Mutex, for the same design.
// Run it in release: swift run -c release lock-queue-benchmark
import Dispatch
import Foundation
import LockQueuePromise

/// What the benchmark does to a promise type; both designs provide it the same way.
protocol Measured {
    static var name: String { get }
    /// A pending promise of an `Int` with one callback on an immediate queue, and its fulfil.
    static func pendingWithCallback(_ callback: @escaping @Sendable (Int) -> Void) -> @Sendable (Int) -> Void
    /// A pending promise with `count` callbacks, then fulfilled.
    static func observers(_ count: Int, _ callback: @escaping @Sendable (Int) -> Void)
    /// A pending promise, one `then` on an immediate queue, fulfilled.
    static func resolveAndThen(_ value: Int, _ callback: @escaping @Sendable (Int) -> Void)
}

enum LockQueueDesign: Measured {
    static let name = "lock queue"
    static func pendingWithCallback(_ callback: @escaping @Sendable (Int) -> Void) -> @Sendable (Int) -> Void {
        let (promise, future) = Promise<Int, Never>.pending()
        promise.observe(on: ImmediateQueue(), fulfilled: callback, rejected: { _ in })
        return future.fulfill
    }
    static func observers(_ count: Int, _ callback: @escaping @Sendable (Int) -> Void) {
        let (promise, future) = Promise<Int, Never>.pending()
        for _ in 0..<count { promise.observe(on: ImmediateQueue(), fulfilled: callback, rejected: { _ in }) }
        future.fulfill(1)
    }
    static func resolveAndThen(_ value: Int, _ callback: @escaping @Sendable (Int) -> Void) {
        let (promise, future) = Promise<Int, Never>.pending()
        promise.then(on: ImmediateQueue()) { callback($0) }
        future.fulfill(value)
    }
}

enum MutexDesign: Measured {
    static let name = "Mutex"
    static func pendingWithCallback(_ callback: @escaping @Sendable (Int) -> Void) -> @Sendable (Int) -> Void {
        let (promise, future) = MutexPromise<Int, Never>.pending()
        promise.observe(on: ImmediateQueue(), fulfilled: callback, rejected: { _ in })
        return future.fulfill
    }
    static func observers(_ count: Int, _ callback: @escaping @Sendable (Int) -> Void) {
        let (promise, future) = MutexPromise<Int, Never>.pending()
        for _ in 0..<count { promise.observe(on: ImmediateQueue(), fulfilled: callback, rejected: { _ in }) }
        future.fulfill(1)
    }
    static func resolveAndThen(_ value: Int, _ callback: @escaping @Sendable (Int) -> Void) {
        let (promise, future) = MutexPromise<Int, Never>.pending()
        promise.then(on: ImmediateQueue()) { callback($0) }
        future.fulfill(value)
    }
}

/// Seconds taken by `body`, on the monotonic clock.
func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `rounds` runs of `body`, after one run to warm up.
func median(rounds: Int = 7, _ body: () -> Double) -> Double {
    _ = body()
    let runs = (0..<rounds).map { _ in body() }.sorted()
    return runs[runs.count / 2]
}

// @unchecked Sendable: written only from the benchmark's own thread (every queue here is
// immediate), and read after; it exists so the optimizer cannot drop the callbacks.
final class Sink: @unchecked Sendable {
    var total = 0
}

struct Row {
    let scenario: String
    let unit: String
    let measure: (any Measured.Type) -> Double
}

let sink = Sink()
let count = { @Sendable (value: Int) in sink.total &+= value }
let rows = [
    Row(scenario: "resolve and one then (per promise, 100,000 times)", unit: "µs") { design in
        median { time { for i in 0..<100_000 { design.resolveAndThen(i, count) } } } / 100_000 * 1e6
    },
    Row(scenario: "100,000 pending promises resolved (one callback each)", unit: "ms") { design in
        median {
            let fulfils = (0..<100_000).map { _ in design.pendingWithCallback(count) }
            return time { for (i, fulfil) in fulfils.enumerated() { fulfil(i) } }
        } * 1e3
    },
    Row(scenario: "10,000 observers on one promise, then resolved", unit: "ms") { design in
        median { time { design.observers(10_000, count) } } * 1e3
    },
]

#if DEBUG
print("note: this is a debug build; run `swift run -c release lock-queue-benchmark` for the book's numbers")
#endif
print("lock queue (a private serial DispatchQueue per promise) against Mutex, same design; median of 7 runs")
print("")
let header = ["scenario", "lock queue", "Mutex", "lock queue ÷ Mutex"]
var lines: [[String]] = [header]
for row in rows {
    let queue = row.measure(LockQueueDesign.self)
    let mutex = row.measure(MutexDesign.self)
    lines.append([
        row.scenario, String(format: "%.3f", queue) + " " + row.unit, String(format: "%.3f", mutex) + " " + row.unit,
        String(format: "%.1f×", queue / mutex),
    ])
}
let widths = (0..<header.count).map { column in lines.map { $0[column].count }.max()! }
for line in lines {
    let padded = zip(line, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
    print(padded.replacingOccurrences(of: " +$", with: "", options: .regularExpression))
}
if sink.total == 42 { print("") }  // keeps the callbacks' work observable
