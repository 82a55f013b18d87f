import ExerciseKit
import Foundation
import Locking
import TestSupport
import Testing

/// Whether the fixtures' object files can be found here: always with SwiftPM on Linux, so a
/// locator that loses them fails; elsewhere (Xcode's build folders, read but never run by the
/// project) only when they are found, and the suite is skipped otherwise.
let compiledFixturesReadable: Bool = {
    #if os(Linux)
    true
    #else
    AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/LockFixtures.swift") != nil
    #endif
}()

@Suite("the locks an answer takes, read from its compiled code", .enabled(if: compiledFixturesReadable))
struct AnswerLocksTests {

    @Test("every lock the checks cannot step into is named, however it is spelled, with what to use instead")
    func unseen() throws {
        let object = try #require(AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/LockFixtures.swift"))
        let locks = try #require(AnswerLocks(objectFile: object))
        var expected = [
            "a pthread mutex", "a pthread read-write lock", "a `DispatchSemaphore`", "an `NSCondition`",
            "Foundation's own `NSLock`", "Foundation's own `NSRecursiveLock`", "an `Atomic`",
            "a barrier on a concurrent queue", "a `DispatchQueue`'s `sync`",
        ]
        #if canImport(Darwin)
        expected.insert("an `os_unfair_lock`", at: 2)
        #endif
        #expect(locks.unseen.map(\.name) == expected)
        #expect(locks.takesALock)
        #expect(locks.unseen.allSatisfy { $0.instead.contains("`") })
    }

    @Test("the verdict's sentence names the file, the locks and what to use instead, each once")
    func sentence() throws {
        let problems = lockProblems(in: "Tests/WorkshopToolTests/MutexFixture.swift", passed: true)
        #expect(
            problems == [
                "its checks pass, but MutexFixture.swift takes Synchronization's own `Mutex`, which the checks cannot"
                    + " step into: a look in one critical section and an act in another passes them unseen, so"
                    + " passing proves nothing. Instead, write `Mutex(…)` with no `Synchronization.` before it: in an"
                    + " exercise's module that one is a stand-in the checks step into."
            ])
        let failing = lockProblems(in: "Tests/WorkshopToolTests/LockFixtures.swift", passed: false)
        #expect(failing.count == 1 && failing[0].hasPrefix("LockFixtures.swift takes a pthread mutex, "))
        #expect(failing[0].components(separatedBy: "keep that state in a `Locked`").count == 2)
    }

    @Test("Synchronization's own Mutex is named alone, not with the lock it is built on")
    func mutex() throws {
        let object = try #require(AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/MutexFixture.swift"))
        #expect(try #require(AnswerLocks(objectFile: object)).unseen.map(\.name) == ["Synchronization's own `Mutex`"])
    }

    /// A stand-in whose methods could be overridden is called through its class's table, by
    /// no name the compiled code keeps: an answer taking it by hand then read as taking no lock.
    @Test("an answer that takes the exercises' NSLock by hand, lock() and unlock(), takes a lock")
    func nsLockByHand() throws {
        let object = try #require(AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/SteppedNSLockFixture.swift"))
        let compiled = try #require(AnswerLocks(objectFile: object))
        #expect(compiled.unseen.isEmpty && compiled.takesALock)
    }

    @Test("the project's lock and the exercises' stand-ins are not such locks, and count as a lock")
    func stepped() throws {
        let object = try #require(AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/SteppedLockFixture.swift"))
        let compiled = try #require(AnswerLocks(objectFile: object))
        #expect(compiled.unseen.isEmpty && compiled.takesALock)
        let symbols = [
            "Locking.Locked.withLock<A>((inout A) throws -> A1) throws -> A1",
            "ExerciseKit.SteppedDispatchQueue.sync<A>(execute: () throws -> A) throws -> A",
            "ExerciseKit.SteppedNSLock.withLock<A>(() throws -> A) throws -> A",
        ]
        let locks = AnswerLocks(symbols: symbols)
        #expect(locks.unseen.isEmpty && locks.takesALock)
        #expect(!AnswerLocks(symbols: ["Swift.print(_: Any...) -> ()"]).takesALock)
        // Naming chapter 4's queue, as every stub's default argument does, takes no lock.
        let named = "static LockQueuePromiseExercises.SteppedDispatchQueue.promiseCallbacks.getter"
        #expect(
            !AnswerLocks(symbols: [named, "type metadata accessor for ExerciseKit.SteppedDispatchQueue"]).takesALock)
    }

    @Test("a file that is not an object file, or is cut short, is not read, and nothing crashes")
    func badFiles() throws {
        let object = try #require(AnswerLocks.objectFile(for: "Tests/WorkshopToolTests/LockFixtures.swift"))
        let bytes = try Data(contentsOf: object)
        let folder = FileManager.default.temporaryDirectory.appending(path: "locks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, cut) in [Data("not an object".utf8), bytes.prefix(70), bytes.prefix(bytes.count / 2)].enumerated() {
            let file = folder.appending(path: "\(index).o")
            try cut.write(to: file)
            // Read or not, never a crash: a file cut short may still hold a whole symbol table.
            _ = AnswerLocks(objectFile: file)
        }
        #expect(AnswerLocks(objectFile: folder.appending(path: "0.o")) == nil)
    }
}

@Suite("the exercises' stand-in locks")
struct StandInLockTests {
    @Test("NSRecursiveLock's stand-in lets its holder take it again, and lets others in once given back as often")
    func recursive() async {
        let lock = SteppedNSRecursiveLock()
        let order = Locked([String]())
        // Each on a thread of its own, with a deadline: a lock that is not recursive deadlocks in
        // the first; one not given back as often as taken, in the second.
        let again = await onThread(within: .seconds(10)) {
            lock.lock()
            lock.withLock { order.withLock { $0.append("again") } }
            lock.unlock()
        }
        let other = await onThread(within: .seconds(10)) {
            lock.withLock { order.withLock { $0.append("another thread") } }
        }
        #expect(again && other)
        #expect(order.withLock { $0 } == ["again", "another thread"])
    }
}
