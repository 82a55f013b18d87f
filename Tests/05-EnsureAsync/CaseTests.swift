import Designs
import Dispatch
import EnsureAsync
import LockQueuePromise
import Locking
import PromiseLaws
import TestSupport
import Testing

/// One row of the four-case table.
struct Case: Sendable, CustomTestStringConvertible {
    let promiseFails: Bool
    let bodyFails: Bool
    let expected: Result<Int, LawError>

    var testDescription: String {
        "the promise \(promiseFails ? "rejects" : "fulfils"), the body \(bodyFails ? "rejects" : "fulfils")"
    }

    static let all = [
        Case(promiseFails: false, bodyFails: false, expected: .success(1)),
        Case(promiseFails: false, bodyFails: true, expected: .failure(LawError(code: 2))),
        Case(promiseFails: true, bodyFails: false, expected: .failure(LawError(code: 1))),
        Case(promiseFails: true, bodyFails: true, expected: .failure(LawError(code: 2))),
    ]
}

@Suite("the four cases of ensureAsync")
struct CaseTests {
    typealias P = Promise<Int, LawError>

    @Test("ensure's body has run when the promise it returns settles", arguments: [false, true])
    func ensureRunsItsBodyBeforeSettling(_ fails: Bool) async {
        // The body runs on promise.callbacks, the observer on an immediate queue: if ensure
        // settled its promise first, the observer would run at once, inside that settling,
        // before the body. A cleanup must be done by the time the next step starts.
        let bodyRan = Locked(false)
        let seen = Collected<Bool>()
        (fails ? P(error: LawError(code: 1)) : P(value: 1))
            .ensure { bodyRan.withLock { $0 = true } }
            .observe(
                on: ImmediateQueue(), fulfilled: { _ in seen.append(bodyRan.withLock { $0 }) },
                rejected: { _ in seen.append(bodyRan.withLock { $0 }) })
        #expect(await seen.wait(for: 1) == [true], "the promise settled before the body ran")
    }

    static func run(_ row: Case, _ design: EnsureAsyncDesign) -> (delivered: [Result<Int, LawError>], bodyRuns: Int) {
        let runs = Counter()
        let delivered = Locked<[Result<Int, LawError>]>([])
        let promise = row.promiseFails ? P(error: LawError(code: 1)) : P(value: 1)
        design.cleanup(promise) {
            runs.tick()
            return row.bodyFails ? P(error: LawError(code: 2)) : P(value: 0)
        }.observe(
            on: ImmediateQueue(),
            fulfilled: { value in delivered.withLock { $0.append(.success(value)) } },
            rejected: { error in delivered.withLock { $0.append(.failure(error)) } })
        // Everything here runs on ImmediateQueue, so it has all happened by now.
        return (delivered.withLock { $0 }, runs.value)
    }

    @Test("the body runs exactly once, and the chain delivers what the table says", arguments: Case.all)
    func eachCase(_ row: Case) {
        let (delivered, bodyRuns) = Self.run(row, EnsureAsyncDesign())
        #expect(bodyRuns == 1)
        #expect(delivered == [row.expected])
    }

    @Test("exhibit: without the once-flag, a failing body after a value runs twice")
    func withoutOnceRunsTwice() {
        let row = Case.all[1]
        withKnownIssue {
            #expect(Self.run(row, .withoutOnce).bodyRuns == 1)
        }
    }

    @Test("a failing body rejects the chain with the body's error")
    func failingBodyRejects() {
        #expect(Self.run(Case.all[1], EnsureAsyncDesign()).delivered == [.failure(LawError(code: 2))])
        #expect(Self.run(Case.all[3], EnsureAsyncDesign()).delivered == [.failure(LawError(code: 2))])
    }

    static func downstreamWaits(_ design: EnsureAsyncDesign) -> (beforeCleanup: Int, afterCleanup: Int) {
        let downstream = Counter()
        let (cleanup, finish) = P.pending()
        design.cleanup(P(value: 1)) { cleanup }
            .observe(on: ImmediateQueue(), fulfilled: { _ in downstream.tick() }, rejected: { _ in downstream.tick() })
        let before = downstream.value
        finish.fulfill(0)
        return (before, downstream.value)
    }

    @Test("nothing downstream runs before the body's promise has settled")
    func downstreamWaitsForTheBody() {
        let counts = Self.downstreamWaits(EnsureAsyncDesign())
        #expect(counts.beforeCleanup == 0)
        #expect(counts.afterCleanup == 1)
    }

    @Test("exhibit: after the synchronous ensure, downstream runs while cleanup is still going")
    func synchronousEnsureDoesNotWait() {
        withKnownIssue {
            #expect(Self.downstreamWaits(.synchronousEnsure).beforeCleanup == 0)
        }
    }

    @Test("flatMap flattens, and chapter 4's then still maps values")
    func flatMapAndThen() {
        let next = P(value: 1).flatMap(on: ImmediateQueue()) { P(value: $0 + 1) }
        #expect(type(of: next) == P.self)
        let mapped = P(value: 1).then(on: ImmediateQueue()) { $0 + 1 }
        #expect(type(of: mapped) == P.self)
    }
}
